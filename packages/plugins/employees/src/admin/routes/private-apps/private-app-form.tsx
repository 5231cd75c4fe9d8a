import { useCallback, useEffect, useState } from 'react';
import { useConfirm, usePrincipal, useSubjects, useToast, useZodForm, useFormSave } from '@storeroom/core';
import type { GridPanelContext } from '@storeroom/core';
import { ACCESS_LEVEL, fullAccess, hasOption, levelOf } from '@storeroom/core/access';
import type { AccessRule, AccessSubject, Principal } from '@storeroom/core/access';
import { Button, CopyButton, Field, FormErrors, Inline, Input, Stack } from '@storeroom/ui';
import { PRIVATE_APP_MESSAGES } from '../../../contract';
import type { PrivateAppInput, PrivateAppItem, PrivateAppTokenItem } from '../../../contract';
import { AccessEditor } from '../../access-editor';
import { privateApps, usePrivateAppTokens } from '../../data';
import { privateAppFormSchema, storedRules } from '../../forms';
import type { PrivateAppFormValues } from '../../forms';

/** A token secret just issued: shown once (spec 4 §3), kept by the page across the panel's remount. */
export interface RevealedToken {
  appId: number;
  token: string;
}

export interface PrivateAppFormProps {
  panel: GridPanelContext<PrivateAppItem>;
  revealed: RevealedToken | undefined;
  onReveal: (revealed: RevealedToken | undefined) => void;
  onDeleted: () => void;
}

function valuesOf(
  item: PrivateAppItem | undefined,
  subjects: readonly AccessSubject[],
): PrivateAppFormValues {
  // spec 4 §5: new apps default to full access on every area.
  if (!item) return { name: '', accessRules: fullAccess(subjects) };
  // Every stored rule, shown here or not (issue 21): renaming an app never erases the rules
  // of a subject this admin does not list; the server keeps what it knows.
  return { name: item.name, accessRules: storedRules(item.accessRules) };
}

/**
 * Whether `principal` may change an app with `rules`, delete it and issue or revoke its tokens:
 * the server allows it only when every rule is within the principal's own access (SECURITY.md
 * "Private apps and tokens"). Every stored rule counts, known area or not, as on the server.
 */
export function mayManageApp(principal: Principal | null, rules: readonly AccessRule[]): boolean {
  if (!principal || principal.kind === 'private_app') return false;
  return rules.every((rule) => {
    const area = { id: rule.subject, label: rule.subject };
    if (levelOf(principal, area) < rule.rule) return false;
    return (
      rule.rule !== ACCESS_LEVEL.limited || (rule.options ?? []).every((o) => hasOption(principal, area, o))
    );
  });
}

/**
 * The private app's panel: name and access rules, its tokens (issue, revoke) and deletion. An
 * app broader than the user is shown read-only, without the actions the server would refuse.
 */
export function PrivateAppForm({ panel, revealed, onReveal, onDeleted }: PrivateAppFormProps) {
  const tokenCalls = usePrivateAppTokens();
  const toast = useToast();
  const confirm = useConfirm();
  // Through the shared query cache, so the grid's lists refetch after the deletion.
  const removal = privateApps.useRemove();
  const subjects = useSubjects();
  const [busy, setBusy] = useState(false);
  const [tokens, setTokens] = useState<PrivateAppTokenItem[]>(panel.item?.tokens ?? []);
  const form = useZodForm(privateAppFormSchema, { defaultValues: valuesOf(panel.item, subjects) });
  const formSave = useFormSave(form);
  const { errors, isDirty } = form.formState;
  const { setDirty } = panel;
  useEffect(() => setDirty(isDirty), [isDirty, setDirty]);
  const appId = Number(panel.id);
  const principal = usePrincipal();
  const manageable = panel.isNew || mayManageApp(principal, panel.item?.accessRules ?? []);
  const secret = revealed && revealed.appId === appId ? revealed.token : undefined;

  const submit = formSave.submit(async (values) => {
    // spec 4 §5: only name and accessRules are sent.
    const body: PrivateAppInput = { name: values.name, accessRules: values.accessRules as AccessRule[] };
    const saved = await panel.save(body);
    form.reset(values);
    const created = panel.isNew ? saved.tokens?.[0]?.token : undefined;
    if (created) onReveal({ appId: saved.id, token: created });
    toast.success(panel.isNew ? PRIVATE_APP_MESSAGES.created : PRIVATE_APP_MESSAGES.updated);
  });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    formSave.clear();
    try {
      await work();
    } catch (error) {
      formSave.fail(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    run(async () => {
      const name = panel.item?.name ?? '';
      if (!(await confirm(PRIVATE_APP_MESSAGES.confirmDelete(name)))) return;
      await removal.mutateAsync(appId);
      toast.success(PRIVATE_APP_MESSAGES.deleted);
      setDirty(false);
      onDeleted();
    });

  const issue = () =>
    run(async () => {
      const token = await tokenCalls.issue(appId);
      setTokens((list) => [...list, { ...token, token: undefined }]);
      if (token.token) onReveal({ appId, token: token.token });
      toast.success(PRIVATE_APP_MESSAGES.tokenIssued);
    });

  const revoke = (tokenId: number) =>
    run(async () => {
      if (!(await confirm(PRIVATE_APP_MESSAGES.confirmRevoke))) return;
      await tokenCalls.revoke(appId, tokenId);
      setTokens((list) => list.filter((t) => t.id !== tokenId));
      toast.success(PRIVATE_APP_MESSAGES.tokenRevoked);
    });

  const { setValue } = form;
  const accessRules = form.watch('accessRules') as AccessRule[];
  const setAccessRules = useCallback(
    (rules: AccessRule[]) => setValue('accessRules', rules, { shouldDirty: true }),
    [setValue],
  );

  return (
    <form
      onSubmit={manageable ? submit : (event) => event.preventDefault()}
      noValidate
      aria-label="Private app"
    >
      <Stack gap={3}>
        {secret ? (
          <Stack role="status" aria-label="New token" gap={2}>
            <p>Copy this token now: it is shown only once.</p>
            {/* A token is one unbroken word: it wraps anywhere rather than widen the panel. */}
            <code style={{ wordBreak: 'break-all' }}>{secret}</code>
            <Inline>
              <CopyButton value={secret} label="Copy token" />
              <Button type="button" variant="ghost" onClick={() => onReveal(undefined)}>
                Done
              </Button>
            </Inline>
          </Stack>
        ) : null}
        {manageable ? null : <p role="note">{PRIVATE_APP_MESSAGES.beyondYourAccess}</p>}
        <Field label="Name" required error={errors.name?.message}>
          <Input {...form.register('name')} readOnly={!manageable} />
        </Field>
        <AccessEditor
          label="Access rules"
          value={accessRules}
          disabled={!manageable}
          onChange={setAccessRules}
        />
        {panel.isNew ? null : (
          <Stack as="section" gap={2} align="start" aria-labelledby="private-app-tokens">
            <h3 id="private-app-tokens" className="sr-field__label">
              Tokens
            </h3>
            {tokens.length === 0 ? <p>No active tokens.</p> : null}
            <Stack as="ul" gap={1}>
              {tokens.map((token) => (
                <Inline as="li" key={token.id}>
                  <code>{token.hint}</code>
                  {manageable ? (
                    <Button
                      type="button"
                      variant="ghost"
                      disabled={busy}
                      onClick={() => void revoke(token.id)}
                    >
                      Revoke token {token.hint}
                    </Button>
                  ) : null}
                </Inline>
              ))}
            </Stack>
            {manageable ? (
              <Button type="button" disabled={busy} onClick={() => void issue()}>
                Issue new token
              </Button>
            ) : null}
          </Stack>
        )}
        <FormErrors messages={formSave.errors} />
        {manageable ? (
          <Inline>
            <Button type="submit" variant="primary" loading={panel.saving}>
              Save
            </Button>
            {panel.isNew ? null : (
              <Button type="button" variant="danger" disabled={busy} onClick={() => void remove()}>
                Delete app
              </Button>
            )}
          </Inline>
        ) : null}
      </Stack>
    </form>
  );
}
