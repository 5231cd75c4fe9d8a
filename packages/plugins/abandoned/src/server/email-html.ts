/**
 * The recovery e-mail's HTML: the email's headline, body and button (the wizard's copy), the
 * checkout's cart and the sender, in the email's style. Every text is escaped.
 */
import type { CampaignEmail, EmailStyle } from '../contract';

interface Cart {
  items: { title: string; quantity: number; price: number }[];
  total: number;
}

interface Sender {
  from_name: string;
  from_email: string;
  store: string;
  currency: string;
  locale: string;
  /** The tracking image's address (a sent stage; a test email has none). */
  openUrl?: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Each style's accent colour (the builder's styles; spec 4 §9 names them). */
const ACCENT: Record<EmailStyle, string> = {
  stylish: '#7c3aed',
  clean: '#0f766e',
  minimal: '#111827',
  plain: '#1d4ed8',
};

export function recoveryEmailHtml(email: CampaignEmail, cart: Cart, sender: Sender): string {
  const money = (minor: number) =>
    new Intl.NumberFormat(sender.locale, { style: 'currency', currency: sender.currency }).format(
      minor / 100,
    );
  const lines = cart.items
    .map(
      (item) =>
        `<tr><td>${escape(item.title)}</td><td>× ${item.quantity}</td><td>${escape(money(item.price * item.quantity))}</td></tr>`,
    )
    .join('');
  const accent = ACCENT[email.template_style];
  const { headline, body, button } = email.settings;
  return [
    `<div data-style="${email.template_style}" data-type="${email.template_type}">`,
    headline ? `<h1 style="color:${accent}">${escape(headline)}</h1>` : '',
    body ? `<p>${escape(body)}</p>` : '',
    `<table>${lines}<tr><td>Total</td><td></td><td>${escape(money(cart.total))}</td></tr></table>`,
    button ? `<p><a style="background:${accent};color:#fff;padding:8px 16px">${escape(button)}</a></p>` : '',
    `<p>${escape(sender.from_name || sender.store)}${sender.from_email ? ` &lt;${escape(sender.from_email)}&gt;` : ''}</p>`,
    sender.openUrl
      ? `<img src="${escape(sender.openUrl)}" width="1" height="1" alt="" style="display:block;border:0">`
      : '',
    '</div>',
  ].join('');
}

/** The cart a test email shows. */
export function sampleCart(): Cart {
  return { items: [{ title: 'Sample product', quantity: 1, price: 2500 }], total: 2500 };
}
