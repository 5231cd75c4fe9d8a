import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import SignaturePad from 'signature_pad';
import { toastError, useToast } from '@storeroom/core';
import type { Account } from '@storeroom/core/client';
import { Button, Card, Inline, Stack } from '@storeroom/ui';
import { ACCOUNT_MESSAGES } from '../../../contract';
import { useAccountUpdates } from '../../data';

/** Signature pad pen widths 0.5–2 (spec 4 §9). */
export const PEN_MIN_WIDTH = 0.5;
export const PEN_MAX_WIDTH = 2;
/** Spec 4 §8. */
export const SIGNATURE_SAVED = 'Thank you, your signature was successfully saved.';

/** Profile photo upload (spec 1 §2; 'Profile image uploaded successfully.'). */
export function PhotoSection({ account }: { account: Account }) {
  const toast = useToast();
  const { photo } = useAccountUpdates();

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await photo.mutateAsync(file);
      toast.success(ACCOUNT_MESSAGES.photoUploaded);
    } catch (error) {
      toastError(toast, error);
    }
  }

  return (
    <Card title="Photo">
      <Stack align="start">
        {account.profile.photo ? (
          <img src={account.profile.photo} alt="Your profile" width={96} height={96} />
        ) : (
          <p>No photo yet.</p>
        )}
        <label>
          <Inline as="span">
            Upload photo
            <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={onChange} />
          </Inline>
        </label>
        {photo.isPending ? <p role="status">Uploading…</p> : null}
      </Stack>
    </Card>
  );
}

/**
 * The signature (spec 1 §2) drawn on signature_pad with pen widths 0.5–2 and saved as SVG
 * through the core's `POST /account/signature`.
 */
export function SignatureSection({ account }: { account: Account }) {
  const toast = useToast();
  const { signature } = useAccountUpdates();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [busy, setBusy] = useState(false);
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Canvas is missing in some environments (tests without a canvas implementation).
    if (!element.getContext?.('2d')) {
      setUnsupported(true);
      return;
    }
    const instance = new SignaturePad(element, { minWidth: PEN_MIN_WIDTH, maxWidth: PEN_MAX_WIDTH });
    const onEnd = () => setEmpty(instance.isEmpty());
    instance.addEventListener('endStroke', onEnd);
    pad.current = instance;
    return () => {
      instance.removeEventListener('endStroke', onEnd);
      instance.off();
      pad.current = null;
    };
  }, []);

  function clear() {
    pad.current?.clear();
    setEmpty(true);
  }

  async function save() {
    const instance = pad.current;
    if (!instance || instance.isEmpty()) return;
    setBusy(true);
    try {
      const blob = new Blob([instance.toSVG()], { type: 'image/svg+xml' });
      await signature.mutateAsync(blob);
      instance.clear();
      setEmpty(true);
      toast.success(SIGNATURE_SAVED);
    } catch (error) {
      toastError(toast, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Signature">
      <Stack align="start">
        {account.profile.signature ? (
          <img src={account.profile.signature} alt="Current signature" height={80} />
        ) : (
          <p>No signature yet.</p>
        )}
        <Card flush>
          <canvas
            ref={canvas}
            width={480}
            height={160}
            role="img"
            aria-label="Signature pad: draw your signature"
            // The pad takes touch strokes; the page must not scroll under the pen.
            style={{ touchAction: 'none', maxWidth: '100%', display: 'block' }}
          />
        </Card>
        {unsupported ? <p>Drawing is not available in this browser.</p> : null}
        <Inline>
          <Button onClick={clear} disabled={empty}>
            Clear
          </Button>
          <Button variant="primary" onClick={save} disabled={empty} loading={busy}>
            Save signature
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
