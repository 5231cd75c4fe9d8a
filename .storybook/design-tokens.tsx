/**
 * Token tables for the designers' Introduction page. Every sample paints with the token
 * itself (`var(--sr-...)`), so the page always shows the current values and follows the
 * theme switch in the toolbar.
 */
import type { CSSProperties, ReactNode } from 'react';

const cell: CSSProperties = {
  padding: '6px 8px',
  borderBottom: '1px solid var(--sr-color-border)',
  textAlign: 'left',
};

function TokenTable({
  caption,
  rows,
}: {
  caption: string;
  rows: Array<{ token: string; note?: string; sample: ReactNode }>;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '8px 0 24px' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th style={cell} scope="col">
            Token
          </th>
          <th style={cell} scope="col">
            Use
          </th>
          <th style={cell} scope="col">
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.token}>
            <td style={cell}>
              <code>{row.token}</code>
            </td>
            <td style={cell}>{row.note}</td>
            <td style={cell}>{row.sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const swatch = (token: string) => (
  <span
    style={{
      display: 'inline-block',
      width: 48,
      height: 24,
      borderRadius: 4,
      border: '1px solid var(--sr-color-border)',
      background: `var(${token})`,
    }}
  />
);

const colors: Array<[string, string]> = [
  ['--sr-color-bg', 'page background'],
  ['--sr-color-surface', 'toolbars, sunken areas'],
  ['--sr-color-surface-raised', 'cards, dialogs, menus'],
  ['--sr-color-text', 'body text'],
  ['--sr-color-text-muted', 'hints, secondary text'],
  ['--sr-color-border', 'control and card borders'],
  ['--sr-color-focus', 'focus ring'],
  ['--sr-color-primary', 'primary action, links, selection'],
  ['--sr-color-primary-soft', 'highlighted option, active row'],
  ['--sr-color-success', 'success toast, paid'],
  ['--sr-color-warning', 'warning toast, pending'],
  ['--sr-color-danger', 'errors, destructive actions'],
  ['--sr-color-on-danger', 'text on danger buttons'],
  ['--sr-color-success-strong', 'text on the soft success background (badges)'],
  ['--sr-color-warning-strong', 'text on the soft warning background (badges)'],
  ['--sr-color-info', 'info toast'],
  ['--sr-chart-1', 'first chart series'],
  ['--sr-chart-2', 'second chart series'],
  ['--sr-chart-3', 'third chart series'],
  ['--sr-code-keyword', 'code editor: keywords, twig tags'],
  ['--sr-code-string', 'code editor: strings'],
  ['--sr-code-comment', 'code editor: comments'],
];

/** Colour tokens with swatches. */
export function ColorTokens() {
  return (
    <TokenTable
      caption="Colour"
      rows={colors.map(([token, note]) => ({ token, note, sample: swatch(token) }))}
    />
  );
}

/** Spacing scale (4 px grid). */
export function SpaceTokens() {
  const steps = ['1', '2', '3', '4', '5', '6', '8', '10', '12'];
  return (
    <TokenTable
      caption="Space (4 px grid)"
      rows={steps.map((s) => ({
        token: `--sr-space-${s}`,
        note: `${Number(s) * 4} px`,
        sample: (
          <span
            style={{
              display: 'inline-block',
              height: 12,
              width: `var(--sr-space-${s})`,
              background: 'var(--sr-color-primary)',
            }}
          />
        ),
      }))}
    />
  );
}

/** Radii, type sizes, shadows and z-index layers. */
export function OtherTokens() {
  return (
    <>
      <TokenTable
        caption="Radius"
        rows={['sm', 'md', 'lg', 'full'].map((r) => ({
          token: `--sr-radius-${r}`,
          note: {
            sm: 'badges, small controls',
            md: 'inputs, buttons',
            lg: 'cards, dialogs',
            full: 'pills, switches',
          }[r],
          sample: (
            <span
              style={{
                display: 'inline-block',
                width: 48,
                height: 24,
                border: '2px solid var(--sr-color-primary)',
                borderRadius: `var(--sr-radius-${r})`,
              }}
            />
          ),
        }))}
      />
      <TokenTable
        caption="Type"
        rows={['xs', 'sm', 'md', 'lg', 'xl'].map((t) => ({
          token: `--sr-font-size-${t}`,
          note: {
            xs: 'hints, badges',
            sm: 'labels, tables',
            md: 'body (default)',
            lg: 'dialog titles',
            xl: 'page titles',
          }[t],
          sample: <span style={{ fontSize: `var(--sr-font-size-${t})` }}>Orders 1001</span>,
        }))}
      />
      <TokenTable
        caption="Shadow"
        rows={['sm', 'md', 'lg'].map((s) => ({
          token: `--sr-shadow-${s}`,
          note: { sm: 'cards', md: 'menus, popovers, toasts', lg: 'dialogs, side panels' }[s],
          sample: (
            <span
              style={{
                display: 'inline-block',
                width: 48,
                height: 24,
                background: 'var(--sr-color-surface-raised)',
                boxShadow: `var(--sr-shadow-${s})`,
              }}
            />
          ),
        }))}
      />
      <TokenTable
        caption="Z-index layers (lowest first)"
        rows={[
          ['--sr-z-sticky', 'sticky grid headers'],
          ['--sr-z-header', 'the shell header'],
          ['--sr-z-panel', 'side panels'],
          ['--sr-z-modal', 'dialogs and their overlay'],
          ['--sr-z-popover', 'menus, selects, pickers (also inside dialogs)'],
          ['--sr-z-toast', 'notifications'],
          ['--sr-z-tooltip', 'tooltips, always on top'],
        ].map(([token, note]) => ({ token: token!, note, sample: null }))}
      />
    </>
  );
}
