export function GiftCardsPage() {
  return null;
}
