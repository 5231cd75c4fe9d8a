import { useEffect, useRef, useState } from 'react';
import Papa from 'papaparse';
import {
  CONFIRM_DELETE_ONE,
  errorMessages,
  JobProgress,
  toastError,
  useConfirm,
  useJob,
  useToast,
} from '@storeroom/core';
import {
  Button,
  Checkbox,
  Dialog,
  Field,
  FileUpload,
  FormErrors,
  Inline,
  Input,
  NumberInput,
  Select,
  Wizard,
} from '@storeroom/ui';
import {
  CSV_MAX_BYTES,
  CSV_MIN_COLUMNS,
  formatMessage,
  FULFILMENT_TEMPLATE_MAX_COLUMN,
  ORDERS_ACTIONS,
  ORDERS_MESSAGES,
  templateColumnsDiffer,
} from '../../../contract';
import type { CsvFulfilmentCheck, FulfilmentTemplate, MassResult } from '../../../contract';
import { csvUploadForm } from '../../../client';
import {
  fulfilmentTemplates,
  useFulfilmentTemplates,
  useInvalidateOrders,
  useOrdersClient,
  useWarehouses,
} from '../../data';
import { useCanOrders } from '../../use-can';
import { CsvWarehouseField } from './warehouse-choice';

/** '1 order', '12 orders'. */
const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The confirmation before applying a checked file (issue 18: applying ships orders), with the
 * counts of the check.
 */
export function csvConfirmMessage(check: CsvFulfilmentCheck): string {
  const skipped = check.warnings.length;
  const ask = formatMessage(ORDERS_MESSAGES.csvConfirm, { orders: countOf(check.orders, 'order') });
  return skipped > 0
    ? `${ask} ${formatMessage(ORDERS_MESSAGES.csvConfirmSkipped, { lines: countOf(skipped, 'line') })}`
    : ask;
}

/** No template: order id, tracking number and carrier in columns 1, 2, 3. */
const DEFAULT_TEMPLATE = 'default';

interface Mapping {
  title: string;
  order_column: number | null;
  tracking_column: number | null;
  carrier_column: number | null;
  has_header: boolean;
}

const EMPTY_MAPPING: Mapping = {
  title: '',
  order_column: 1,
  tracking_column: 2,
  carrier_column: 3,
  has_header: true,
};

/** The mapping form's column fields, in the file's usual order. */
const MAPPING_COLUMNS = [
  ['Order id column', 'order_column'],
  ['Tracking number column', 'tracking_column'],
  ['Carrier column', 'carrier_column'],
] as const satisfies readonly (readonly [string, keyof Mapping])[];

/** The mapping's problem, or null when it can be saved. */
function mappingError(m: Mapping): string | null {
  if (m.title.trim() === '') return ORDERS_MESSAGES.titleRequired;
  const columns = [m.order_column, m.tracking_column, m.carrier_column];
  if (columns.some((c) => c === null || c < 1 || c > FULFILMENT_TEMPLATE_MAX_COLUMN))
    return ORDERS_MESSAGES.templateColumn;
  if (!templateColumnsDiffer(m as Mapping & FulfilmentTemplate)) return ORDERS_MESSAGES.templateColumnsDiffer;
  return null;
}

/** The 0-based columns of the order id, tracking number and carrier (a template's, or 0, 1, 2). */
function columnsOf(template?: FulfilmentTemplate): [number, number, number] {
  return template
    ? [template.order_column - 1, template.tracking_column - 1, template.carrier_column - 1]
    : [0, 1, 2];
}

/**
 * The first rows of a parsed CSV, or the spec's message why it cannot be used (spec 2 §5);
 * with a mass-fulfilment template the file needs as many columns as its last mapped one.
 */
export function checkFulfilmentCsv(
  text: string,
  template?: FulfilmentTemplate,
): { rows: string[][]; error?: string } {
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true });
  const rows = parsed.data.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return { rows, error: ORDERS_MESSAGES.csvNotProvided };
  if (parsed.errors.length > 0 && parsed.errors[0]) return { rows, error: parsed.errors[0].message };
  const needed = Math.max(CSV_MIN_COLUMNS, ...columnsOf(template).map((c) => c + 1));
  if (rows.some((r) => r.length < needed))
    return {
      rows,
      error: template
        ? formatMessage(ORDERS_MESSAGES.templateCsvColumns, { count: needed, title: template.title })
        : ORDERS_MESSAGES.csvColumns,
    };
  return { rows };
}

export interface CsvFulfilmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * CSV mass fulfilment, 3 steps (spec 2 §2, §5): choose the file (max 10 MB) and, when the
 * store has warehouses, the one tracked items are fulfilled from (the only one by default);
 * check it (at least 3 columns: order id, tracking number, carrier; parsed with papaparse;
 * then the server says how many orders it would ship and which lines it would skip, changing
 * nothing); after a confirmation with those counts the server applies it as a job and the
 * result lists its warnings under 'CSV file processed but with some issues'.
 */
export function CsvFulfilmentDialog({ open, onOpenChange }: CsvFulfilmentDialogProps) {
  const client = useOrdersClient();
  const invalidate = useInvalidateOrders();
  const createTemplate = fulfilmentTemplates.useCreate();
  const updateTemplate = fulfilmentTemplates.useUpdate();
  const removeTemplate = fulfilmentTemplates.useRemove();
  const toast = useToast();
  const confirm = useConfirm();
  // Whoever may run CSV mass fulfilment keeps its column mappings: full access or a limited
  // rule with allow_fulfilments (spec 2 §6, spec 3 §6; the server checks `ship`).
  const canManageTemplates = useCanOrders(ORDERS_ACTIONS.ship);
  const templates = useFulfilmentTemplates(open);
  const warehouses = useWarehouses(open).data ?? [];
  const [pickedWarehouse, setPickedWarehouse] = useState('');
  // The store's only warehouse is the default (issue 18); with several, the user picks one.
  const warehouse = pickedWarehouse || (warehouses.length === 1 ? String(warehouses[0]!.id) : '');
  const [check, setCheck] = useState<CsvFulfilmentCheck | null>(null);
  const [templateId, setTemplateId] = useState(DEFAULT_TEMPLATE);
  const [mapping, setMapping] = useState<Mapping>(EMPTY_MAPPING);
  // The saved template the mapping form edits (issue 18 item 7), or null: it saves a new one.
  const [editingId, setEditingId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [mappingErrors, setMappingErrors] = useState<string[]>([]);
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [rows, setRows] = useState<string[][]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // The server ships the lines in a job: its progress, then its result (processed, warnings).
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob<MassResult>(jobId);
  const result = job.data?.state === 'completed' ? job.data.result : null;
  // Once per finished job: the list shows the shipped orders.
  const refreshedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!result || !jobId || refreshedFor.current === jobId) return;
    refreshedFor.current = jobId;
    void invalidate();
  });

  const chosen: FulfilmentTemplate | undefined = (templates.data ?? []).find(
    (t) => String(t.id) === templateId,
  );

  const saveMapping = async () => {
    setMappingErrors([]);
    const problem = mappingError(mapping);
    if (problem) {
      setMappingErrors([problem]);
      return;
    }
    setSaving(true);
    try {
      const body = {
        title: mapping.title.trim(),
        order_column: mapping.order_column!,
        tracking_column: mapping.tracking_column!,
        carrier_column: mapping.carrier_column!,
        has_header: mapping.has_header,
      };
      const saved =
        editingId === null
          ? await createTemplate.mutateAsync(body)
          : await updateTemplate.mutateAsync({ id: editingId, body });
      setTemplateId(String(saved.id));
      setEditingId(null);
      setMapping(EMPTY_MAPPING);
      toast.success(`Template "${saved.title}" saved.`);
    } catch (error) {
      setMappingErrors(errorMessages(error));
    } finally {
      setSaving(false);
    }
  };

  /** Loads a saved template into the mapping form, which then saves it in place. */
  const editChosen = (template: FulfilmentTemplate) => {
    setEditingId(template.id);
    setMappingErrors([]);
    setMapping({
      title: template.title,
      order_column: template.order_column,
      tracking_column: template.tracking_column,
      carrier_column: template.carrier_column,
      has_header: template.has_header,
    });
  };
  const stopEditing = () => {
    setEditingId(null);
    setMappingErrors([]);
    setMapping(EMPTY_MAPPING);
  };

  const deleteChosen = async (template: FulfilmentTemplate) => {
    if (!(await confirm({ message: CONFIRM_DELETE_ONE, danger: true }))) return;
    setDeleting(true);
    try {
      await removeTemplate.mutateAsync(template.id);
      if (editingId === template.id) stopEditing();
      setTemplateId(DEFAULT_TEMPLATE);
      toast.success(`Template "${template.title}" deleted.`);
    } catch (error) {
      toastError(toast, error);
    } finally {
      setDeleting(false);
    }
  };

  const reset = () => {
    setStep(0);
    setTemplateId(DEFAULT_TEMPLATE);
    setMapping(EMPTY_MAPPING);
    setEditingId(null);
    setMappingErrors([]);
    setFiles([]);
    setRows([]);
    setErrors([]);
    setJobId(null);
    setPickedWarehouse('');
    setCheck(null);
  };

  const form = () =>
    csvUploadForm(files[0]!, {
      filename: files[0]!.name,
      templateId: chosen?.id,
      warehouseId: warehouse ? Number(warehouse) : null,
    });

  /** Sends a step's request while the dialog shows it busy; a refusal's messages stay on the step. */
  const ask = async (request: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await request();
      return true;
    } catch (error) {
      setErrors(errorMessages(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const next = async (index: number): Promise<boolean> => {
    setErrors([]);
    if (index === 0) {
      const file = files[0];
      if (!file) {
        setErrors([ORDERS_MESSAGES.csvNotProvided]);
        return false;
      }
      const checked = checkFulfilmentCsv(await file.text(), chosen);
      if (checked.error) {
        setErrors([checked.error]);
        return false;
      }
      setRows(checked.rows);
      // The server resolves every line as applying would (orders, carriers, what is left, the
      // warehouse), before anything is applied.
      return ask(async () => setCheck(await client.checkCsv({ body: form() })));
    }
    if (index === 1) {
      if (!check || check.orders === 0) {
        setErrors([ORDERS_MESSAGES.csvNothingToApply]);
        return false;
      }
      if (!(await confirm({ title: 'Apply the file', message: csvConfirmMessage(check) }))) return false;
      return ask(async () => setJobId((await client.uploadCsv({ body: form() })).id));
    }
    return true;
  };

  const steps = [
    {
      id: 'file',
      label: 'Choose file',
      content: (
        <div style={{ display: 'grid', gap: 12 }}>
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
          {warehouses.length > 0 ? (
            <CsvWarehouseField
              warehouses={warehouses}
              value={warehouse}
              onValueChange={(next) => {
                setPickedWarehouse(next);
                setErrors([]);
              }}
            />
          ) : null}
          <Field label="Column template">
            <Select
              options={[
                { value: DEFAULT_TEMPLATE, label: 'Default: order id, tracking number, carrier' },
                ...(templates.data ?? []).map((t) => ({ value: String(t.id), label: t.title })),
              ]}
              value={templateId}
              onValueChange={(next) => {
                setTemplateId(next);
                if (editingId !== null) stopEditing();
              }}
            />
          </Field>
          {chosen ? (
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
              <p>
                {`Order id in column ${chosen.order_column}, tracking number in column ${chosen.tracking_column}, carrier in column ${chosen.carrier_column}; ${chosen.has_header ? 'the first line is a header' : 'no header line'}.`}
              </p>
              {canManageTemplates ? (
                <Inline gap={2}>
                  <Button aria-label={`Edit template ${chosen.title}`} onClick={() => editChosen(chosen)}>
                    Edit template
                  </Button>
                  <Button
                    variant="danger"
                    loading={deleting}
                    aria-label={`Delete template ${chosen.title}`}
                    onClick={() => void deleteChosen(chosen)}
                  >
                    Delete template
                  </Button>
                </Inline>
              ) : null}
            </div>
          ) : null}
          {canManageTemplates ? (
            <fieldset style={{ display: 'grid', gap: 8, border: 0, padding: 0, margin: 0 }}>
              <legend>
                {editingId === null
                  ? 'Save a column mapping as a template'
                  : `Edit template ${chosen?.title ?? mapping.title}`}
              </legend>
              <Field label="Template name">
                <Input
                  value={mapping.title}
                  onChange={(e) => setMapping({ ...mapping, title: e.target.value })}
                />
              </Field>
              <div style={{ display: 'flex', gap: 8 }}>
                {MAPPING_COLUMNS.map(([label, key]) => (
                  <Field key={key} label={label}>
                    <NumberInput
                      decimals={0}
                      min={1}
                      max={FULFILMENT_TEMPLATE_MAX_COLUMN}
                      value={mapping[key]}
                      onValueChange={(v) => setMapping({ ...mapping, [key]: v })}
                    />
                  </Field>
                ))}
              </div>
              <Checkbox
                label="The first line is a header"
                checked={mapping.has_header}
                onCheckedChange={(v) => setMapping({ ...mapping, has_header: v === true })}
              />
              <Inline gap={2}>
                <Button variant="default" loading={saving} onClick={() => void saveMapping()}>
                  {editingId === null ? 'Save template' : 'Save changes'}
                </Button>
                {editingId !== null ? (
                  <Button variant="ghost" onClick={stopEditing}>
                    Cancel editing
                  </Button>
                ) : null}
              </Inline>
              <FormErrors messages={mappingErrors} />
            </fieldset>
          ) : null}
        </div>
      ),
    },
    {
      id: 'check',
      label: 'Check',
      content: (
        <div style={{ display: 'grid', gap: 12 }}>
          {check ? (
            <div role="status" aria-label="Check result">
              <p>
                {`${countOf(check.orders, 'order')} will be fulfilled and shipped (${countOf(check.lines, 'line')} in the file).`}
              </p>
              {check.warnings.length > 0 ? (
                <>
                  <p>These lines will be skipped:</p>
                  <ul>
                    {check.warnings.map((w) => (
                      <li key={w}>{w}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : null}
          <table aria-label="CSV preview">
            <tbody>
              {rows.slice(0, 6).map((r, i) => (
                <tr key={i}>
                  {columnsOf(chosen).map((c, j) => (
                    <td key={j} style={{ paddingRight: 12 }}>
                      {r[c] ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ),
    },
    {
      id: 'result',
      label: 'Result',
      content:
        jobId !== null ? (
          <JobProgress
            label="Shipping the file's orders"
            job={job.data}
            error={job.error}
            action={
              result ? (
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
              ) : null
            }
          />
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
