/**
 * The recovery e-mail's HTML: the store's name, the email's headline, body and button (the
 * wizard's copy), the checkout's cart and the sender, in the email's colours (its own, else its
 * style's). Every text is escaped.
 */
import { EMAIL_COLOUR_KEYS, EMAIL_STYLE_COLOURS } from '../contract';
import type { CampaignEmail, EmailColourKey } from '../contract';

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

/** The email's colours: its own, else its style's (spec 1 §3 settings). */
export function emailColours(email: CampaignEmail): Record<EmailColourKey, string> {
  const defaults = EMAIL_STYLE_COLOURS[email.template_style];
  const settings = email.settings as Partial<Record<EmailColourKey, string>>;
  return Object.fromEntries(
    EMAIL_COLOUR_KEYS.map((key) => {
      const own = settings[key];
      // Only a #RRGGBB colour reaches a style attribute (the contract checks it on the way in).
      return [key, own && /^#[0-9A-Fa-f]{6}$/.test(own) ? own : defaults[key]];
    }),
  ) as Record<EmailColourKey, string>;
}

export function recoveryEmailHtml(email: CampaignEmail, cart: Cart, sender: Sender): string {
  const money = (minor: number) =>
    new Intl.NumberFormat(sender.locale, { style: 'currency', currency: sender.currency }).format(
      minor / 100,
    );
  const colours = emailColours(email);
  const line = `border-top:1px solid ${colours.lines_color}`;
  const lines = cart.items
    .map(
      (item) =>
        `<tr><td style="${line}">${escape(item.title)}</td><td style="${line}">× ${item.quantity}</td><td style="${line}">${escape(money(item.price * item.quantity))}</td></tr>`,
    )
    .join('');
  const { headline, body, button } = email.settings;
  const storeName = email.settings.store_name || sender.store;
  return [
    `<div data-style="${email.template_style}" data-type="${email.template_type}" style="background:${colours.main_background_color};padding:24px">`,
    `<div style="background:${colours.inner_background_color};border:1px solid ${colours.border_color};max-width:600px;margin:0 auto;padding:24px">`,
    `<p data-part="store">${escape(storeName)}</p>`,
    headline ? `<h1 style="color:${colours.button_color}">${escape(headline)}</h1>` : '',
    body ? `<p>${escape(body)}</p>` : '',
    `<table>${lines}<tr><td style="${line}">Total</td><td style="${line}"></td><td style="${line}">${escape(money(cart.total))}</td></tr></table>`,
    button
      ? `<p><a style="background:${colours.button_color};color:#fff;padding:8px 16px">${escape(button)}</a></p>`
      : '',
    `<p>${escape(sender.from_name || sender.store)}${sender.from_email ? ` &lt;${escape(sender.from_email)}&gt;` : ''}</p>`,
    sender.openUrl
      ? `<img src="${escape(sender.openUrl)}" width="1" height="1" alt="" style="display:block;border:0">`
      : '',
    '</div>',
    '</div>',
  ].join('');
}

/** The cart a test email shows. */
export function sampleCart(): Cart {
  return { items: [{ title: 'Sample product', quantity: 1, price: 2500 }], total: 2500 };
}
