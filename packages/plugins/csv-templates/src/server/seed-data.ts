import type { CsvLayoutType, CsvTemplateColumn } from '../contract';

/** Demo templates: useful starting points for the orders export (spec 1 §3 layout types). */
export const SEED_TEMPLATES: { title: string; layout_type: CsvLayoutType; columns: CsvTemplateColumn[] }[] = [
  {
    title: 'Order lines (row per item)',
    layout_type: 1,
    columns: [
      { title: 'Order', content: ['order.display_number'] },
      { title: 'Date', content: ['order.order_date'] },
      { title: 'Customer', content: ['customer.full_name'] },
      { title: 'Product', content: ['item.title', 'item.variant'] },
      { title: 'SKU', content: ['item.sku'] },
      { title: 'Quantity', content: ['item.quantity'] },
      { title: 'Price', content: ['item.price'] },
    ],
  },
  {
    title: 'Shipping labels (one cell)',
    layout_type: 3,
    columns: [
      { title: 'Order', content: ['order.display_number'] },
      { title: 'Name', content: ['shipping.full_name'] },
      {
        title: 'Address',
        content: [
          'shipping.street',
          'shipping.suite',
          'shipping.city',
          'shipping.state',
          'shipping.zip',
          'shipping.country',
        ],
      },
      { title: 'Items', content: ['item.quantity', 'item.title'] },
    ],
  },
  {
    title: 'Fulfilment sheet (column per item)',
    layout_type: 2,
    columns: [
      { title: 'Order ID', content: ['order.id'] },
      { title: 'Email', content: ['order.email'] },
      { title: 'Item', content: ['item.sku', 'item.quantity'] },
      { title: 'Tracking number', content: ['shipment.tracking_number'] },
      { title: 'Carrier', content: ['shipment.carrier'] },
    ],
  },
];
