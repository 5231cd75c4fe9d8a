import { Button, Dialog, Field, Input } from '@storeroom/ui';
import { useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { useAdmin } from '../admin/admin-context';
import { useApi } from '../plugin/api-provider';
import { accountApiRef, toastApiRef } from '../core-apis';
import { toastError } from '../notifications/errors';

/** Spec 4 §5 (the spec's text, ellipsis included). */
export const SIGNATURE_REQUIRED_MESSAGE = 'You have to sign the document in order to use our services...';
/** Spec 4 §8. */
export const SIGNATURE_SAVED_MESSAGE = 'Thank you, your signature was successfully saved.';

const WIDTH = 480;
const HEIGHT = 160;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One drawn stroke: SVG path data and its pen width. */
export interface SignatureStroke {
  d: string;
  width: number;
}

/** Pen width from pointer pressure: 0.5 to 2 (spec 4 §9); mice report 0.5 → 1.25. */
export function penWidth(pressure: number | undefined): number {
  const p = pressure && pressure > 0 ? Math.min(pressure, 1) : 0.5;
  return Math.round((0.5 + 1.5 * p) * 100) / 100;
}

/** Builds the signature image: the drawn strokes, or a typed name. */
export function signatureSvg(strokes: readonly SignatureStroke[], typedName: string): string {
  const body = strokes.length
    ? strokes
        .map(
          (s) =>
            `<path d="${s.d}" fill="none" stroke="#111" stroke-width="${s.width}" stroke-linecap="round"/>`,
        )
        .join('')
    : `<text x="24" y="100" font-family="cursive" font-size="44" fill="#111">${escapeXml(typedName)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}

export function SignatureDialog() {
  const { session } = useAdmin();
  const accountApi = useApi(accountApiRef);
  const toast = useApi(toastApiRef);
  const [strokes, setStrokes] = useState<SignatureStroke[]>([]);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const drawing = useRef<string | null>(null);
  const pad = useRef<SVGSVGElement | null>(null);

  function point(event: PointerEvent<SVGSVGElement>) {
    const box = pad.current!.getBoundingClientRect();
    const x = ((event.clientX - box.left) / (box.width || WIDTH)) * WIDTH;
    const y = ((event.clientY - box.top) / (box.height || HEIGHT)) * HEIGHT;
    return `${x.toFixed(1)} ${y.toFixed(1)}`;
  }

  const empty = strokes.length === 0 && typed.trim() === '';

  async function save() {
    if (empty) return;
    setBusy(true);
    try {
      const blob = new Blob([signatureSvg(strokes, typed.trim())], { type: 'image/svg+xml' });
      const account = await accountApi.uploadSignature(blob, 'signature.svg');
      session.setAccount(account);
      toast.success(SIGNATURE_SAVED_MESSAGE);
    } catch (error) {
      toastError(toast, error);
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open>
      <Dialog.Content
        title="Signature required"
        description={SIGNATURE_REQUIRED_MESSAGE}
        hideClose
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        footer={
          <>
            <Button
              onClick={() => {
                setStrokes([]);
                setTyped('');
              }}
              disabled={busy || empty}
            >
              Clear
            </Button>
            <Button variant="primary" onClick={() => void save()} disabled={empty} loading={busy}>
              Save signature
            </Button>
          </>
        }
      >
        <svg
          ref={pad}
          className="sr-signature-pad"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label="Signature pad: draw your signature with a mouse, pen or finger"
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture?.(e.pointerId);
            drawing.current = `M${point(e)}`;
            const stroke = { d: drawing.current, width: penWidth(e.pressure) };
            setStrokes((s) => [...s, stroke]);
          }}
          onPointerMove={(e) => {
            if (!drawing.current) return;
            drawing.current += ` L${point(e)}`;
            const d = drawing.current;
            setStrokes((s) => [...s.slice(0, -1), { ...s[s.length - 1]!, d }]);
          }}
          onPointerUp={() => {
            drawing.current = null;
          }}
        >
          {strokes.map((stroke, i) => (
            <path
              key={i}
              d={stroke.d}
              fill="none"
              stroke="currentColor"
              strokeWidth={stroke.width}
              strokeLinecap="round"
            />
          ))}
        </svg>
        <Field label="Or type your full name">
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Field>
      </Dialog.Content>
    </Dialog.Root>
  );
}
