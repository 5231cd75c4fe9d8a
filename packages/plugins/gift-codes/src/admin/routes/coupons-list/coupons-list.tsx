export function CouponsPage() {
  return null;
}
