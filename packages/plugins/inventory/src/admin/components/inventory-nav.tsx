import { Inline, Link } from '@storeroom/ui';
import { useLocation, useNavigate } from 'react-router';

const PAGES = [
  { path: '/admin/products/inventory', label: 'Inventory' },
  { path: '/admin/products/inventory/warehouses', label: 'Warehouses' },
  { path: '/admin/products/inventory/vendors', label: 'Vendors' },
] as const;

/** Links between the inventory list and its warehouses and vendors screens. */
export function InventoryNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Inline as="nav" gap={4} aria-label="Inventory sections" className="sr-inventory-nav">
      {PAGES.map((page) => (
        <Link
          key={page.path}
          href={page.path}
          aria-current={pathname === page.path ? 'page' : undefined}
          variant={pathname === page.path ? 'default' : 'muted'}
          onClick={(event) => {
            event.preventDefault();
            void navigate(page.path);
          }}
        >
          {page.label}
        </Link>
      ))}
    </Inline>
  );
}
