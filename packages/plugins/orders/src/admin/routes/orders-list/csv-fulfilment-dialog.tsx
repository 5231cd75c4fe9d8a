import { useState } from 'react';
import Papa from 'papaparse';
import { errorMessages, useApi } from '@storeroom/core';
import { Dialog, FileUpload, FormErrors, Wizard } from '@storeroom/ui';
import { CSV_MAX_BYTES, CSV_MIN_COLUMNS, ORDERS_MESSAGES } from '../../../schema';
import type { MassResult } from '../../../schema';
import { ordersApiRef } from '../../api';
import { useInvalidateOrders } from '../../data/orders-data';

/** The first rows of a parsed CSV, or the spec's message why it cannot be used (spec 2 §5). */
export function checkFulfilmentCsv(text: string): { rows: string[][]; error?: string } {
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true });
  const rows = parsed.data.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return { rows, error: ORDERS_MESSAGES.csvNotProvided };
  if (parsed.errors.length > 0 && parsed.errors[0]) return { rows, error: parsed.errors[0].message };
  if (rows.some((r) => r.length < CSV_MIN_COLUMNS)) return { rows, error: ORDERS_MESSAGES.csvColumns };
  return { rows };
}

export interface CsvFulfilmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * CSV mass fulfilment, 3 steps (spec 2 §2, §5): choose the file (max 10 MB), check it (at
 * least 3 columns: order id, tracking number, carrier; parsed with papaparse), then the
 * server applies it and the result lists its warnings under 'CSV file processed but with
 * some issues'.
 */
export function CsvFulfilmentDialog({ open, onOpenChange }: CsvFulfilmentDialogProps) {
  const client = useApi(ordersApiRef);
  const invalidate = useInvalidateOrders();
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [rows, setRows] = useState<string[][]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<MassResult | null>(null);

  const reset = () => {
    setStep(0);
    setFiles([]);
    setRows([]);
    setErrors([]);
    setResult(null);
  };

  const next = async (index: number): Promise<boolean> => {
    setErrors([]);
    if (index === 0) {
      const file = files[0];
      if (!file) {
        setErrors([ORDERS_MESSAGES.csvNotProvided]);
        return false;
      }
      const checked = checkFulfilmentCsv(await file.text());
      if (checked.error) {
        setErrors([checked.error]);
        return false;
      }
      setRows(checked.rows);
      return true;
    }
    if (index === 1) {
      setBusy(true);
      try {
        const answer = await client.uploadCsv(files[0]!, { filename: files[0]!.name });
        setResult(answer);
        void invalidate();
        return true;
      } catch (error) {
        setErrors(errorMessages(error));
        return false;
      } finally {
        setBusy(false);
      }
    }
    return true;
  };

  const steps = [
    {
      id: 'file',
      label: 'Choose file',
      content: (
        <FileUpload
          label="CSV file (order id, tracking number, carrier)"
          accept=".csv,text/csv"
          maxFiles={1}
          maxSize={CSV_MAX_BYTES}
          value={files}
          onValueChange={(next) => {
            setFiles(next.slice(-1));
            setErrors([]);
          }}
        />
      ),
    },
    {
      id: 'check',
      label: 'Check',
      content: (
        <table aria-label="CSV preview">
          <tbody>
            {rows.slice(0, 6).map((r, i) => (
              <tr key={i}>
                {r.slice(0, CSV_MIN_COLUMNS).map((cell, j) => (
                  <td key={j} style={{ paddingRight: 12 }}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ),
    },
    {
      id: 'result',
      label: 'Result',
      content: result ? (
        <div role="status">
          <p>{`${result.processed} processed.`}</p>
          {result.warnings.length > 0 ? (
            <>
              <p>{ORDERS_MESSAGES.csvWarnings}</p>
              <ul>
                {result.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{result.message}</p>
          )}
        </div>
      ) : null,
    },
  ];

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Content title="CSV fulfilment" size="lg">
        <Wizard
          steps={steps}
          value={step}
          onValueChange={setStep}
          onNext={next}
          loading={busy}
          finishLabel="Done"
          onFinish={() => {
            reset();
            onOpenChange(false);
          }}
        />
        <FormErrors messages={errors} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
