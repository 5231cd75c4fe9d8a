import { useState } from 'react';
import {
  ColorPicker,
  Dialog,
  Field,
  Inline,
  Input,
  RadioGroup,
  Stack,
  Stepper,
  Textarea,
  Wizard,
} from '@storeroom/ui';
import {
  ABANDONED_MESSAGES,
  EMAIL_COLOUR_KEYS,
  EMAIL_COLOUR_LABELS,
  EMAIL_STYLE_COLOURS,
  EMAIL_STYLES,
  EMAIL_STYLE_LABELS,
  EMAIL_TYPES,
  EMAIL_TYPE_LABELS,
  WIZARD_COPY_STEPS,
  WIZARD_DEFAULTS,
} from '../../../contract/model';
import { EmailPreview } from '../email-preview';
import type { EmailColourKey, EmailStyle, EmailType, WizardCopyStep } from '../../../contract/model';

/** What the wizard returns: every chosen value (spec 1 §4). */
export interface WizardEmail {
  template_type: EmailType;
  template_style: EmailStyle;
  subject: string;
  settings: {
    headline: string;
    body: string;
    button: string;
    /** The name the email shows; empty: the store's name. */
    store_name?: string;
  } & Partial<Record<EmailColourKey, string>>;
}

/** The wizard's start for a new email: type reminder, style plain (spec 1 §4). */
export const NEW_WIZARD_EMAIL: WizardEmail = {
  ...WIZARD_DEFAULTS,
  subject: '',
  settings: { headline: '', body: '', button: '' },
};

const COPY_LABELS: Record<WizardCopyStep, string> = {
  subject: 'Subject',
  headline: 'Headline',
  body: 'Body',
  button: 'Button',
};

export interface EmailWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The email being edited, or `NEW_WIZARD_EMAIL`. */
  initial: WizardEmail;
  /** The finishing button: closes the wizard with every chosen value. */
  onFinish: (email: WizardEmail) => void;
  /** Where it opens (stories and tests): a step index, and a copy sub-step index. */
  defaultStep?: number;
  defaultCopyStep?: number;
}

/**
 * The email wizard (spec 1 §4): steps type, then style, then copy, whose sub-steps run in
 * order subject, headline, body, button. Going back to an earlier step (or sub-step) is
 * allowed; the finishing button closes the wizard and returns every chosen value.
 */
export function EmailWizard({
  open,
  onOpenChange,
  initial,
  onFinish,
  defaultStep = 0,
  defaultCopyStep = 0,
}: EmailWizardProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title="Email wizard" size="lg">
        {open ? (
          <WizardBody
            initial={initial}
            defaultStep={defaultStep}
            defaultCopyStep={defaultCopyStep}
            onFinish={(email) => {
              onFinish(email);
              onOpenChange(false);
            }}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function WizardBody({
  initial,
  defaultStep,
  defaultCopyStep,
  onFinish,
}: {
  initial: WizardEmail;
  defaultStep: number;
  defaultCopyStep: number;
  onFinish: (email: WizardEmail) => void;
}) {
  const [email, setEmail] = useState<WizardEmail>(initial);
  const [step, setStep] = useState(defaultStep);
  const [copyStep, setCopyStep] = useState(defaultCopyStep);
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const sub = WIZARD_COPY_STEPS[copyStep]!;
  const setting = (key: 'headline' | 'body' | 'button' | 'store_name' | EmailColourKey, value: string) =>
    setEmail((e) => ({ ...e, settings: { ...e.settings, [key]: value } }));
  const styleColours = EMAIL_STYLE_COLOURS[email.template_style];

  const copy = (
    <div>
      <Stepper
        steps={WIZARD_COPY_STEPS.map((id) => ({ id, label: COPY_LABELS[id] }))}
        current={copyStep}
        onStepSelect={setCopyStep}
        showProgress={false}
      />
      {sub === 'subject' ? (
        <Field label="Subject" required error={subjectError ?? undefined}>
          <Input
            value={email.subject}
            onChange={(event) => {
              setSubjectError(null);
              setEmail((e) => ({ ...e, subject: event.target.value }));
            }}
          />
        </Field>
      ) : sub === 'headline' ? (
        <Field label="Headline">
          <Input
            value={email.settings.headline}
            onChange={(event) => setting('headline', event.target.value)}
          />
        </Field>
      ) : sub === 'body' ? (
        <Field label="Body">
          <Textarea
            value={email.settings.body}
            onChange={(event) => setting('body', event.target.value)}
            rows={5}
          />
        </Field>
      ) : (
        <Field label="Button">
          <Input value={email.settings.button} onChange={(event) => setting('button', event.target.value)} />
        </Field>
      )}
    </div>
  );

  return (
    <Stack gap={4}>
      <Wizard
        value={step}
        onValueChange={(next) => {
          // Back from the copy step's first sub-step goes to style; back inside copy is a sub-step.
          if (next < step && step === 2 && copyStep > 0) setCopyStep(copyStep - 1);
          else setStep(next);
        }}
        // Inside copy, the button goes to the next sub-step; on the last one it finishes.
        finishLabel={copyStep < WIZARD_COPY_STEPS.length - 1 ? 'Next' : 'Finish'}
        onNext={(index) => {
          if (index !== 2) return true;
          if (sub === 'subject' && email.subject.trim() === '') {
            setSubjectError(ABANDONED_MESSAGES.subjectRequired);
            return false;
          }
          if (copyStep < WIZARD_COPY_STEPS.length - 1) {
            setCopyStep(copyStep + 1);
            return false;
          }
          return true;
        }}
        onFinish={() =>
          onFinish({
            ...email,
            subject: email.subject.trim(),
            settings: {
              ...email.settings,
              headline: email.settings.headline.trim(),
              body: email.settings.body.trim(),
              button: email.settings.button.trim(),
              store_name: (email.settings.store_name ?? '').trim(),
            },
          })
        }
        steps={[
          {
            id: 'type',
            label: 'Type',
            content: (
              <RadioGroup
                label="Email type"
                value={email.template_type}
                onValueChange={(value) => setEmail((e) => ({ ...e, template_type: value as EmailType }))}
                options={EMAIL_TYPES.map((value) => ({ value, label: EMAIL_TYPE_LABELS[value] }))}
              />
            ),
          },
          {
            id: 'style',
            label: 'Style',
            content: (
              <Stack gap={4}>
                <RadioGroup
                  label="Email style"
                  value={email.template_style}
                  onValueChange={(value) => setEmail((e) => ({ ...e, template_style: value as EmailStyle }))}
                  options={EMAIL_STYLES.map((value) => ({ value, label: EMAIL_STYLE_LABELS[value] }))}
                />
                <Field label="Store name" hint="Empty: the store's name.">
                  <Input
                    value={email.settings.store_name ?? ''}
                    maxLength={200}
                    onChange={(event) => setting('store_name', event.target.value)}
                  />
                </Field>
                {/* Each colour is the email's own once picked, else its style's. */}
                <Inline gap={4}>
                  {EMAIL_COLOUR_KEYS.map((key) => (
                    <Field key={key} label={EMAIL_COLOUR_LABELS[key]}>
                      <ColorPicker
                        aria-label={`${EMAIL_COLOUR_LABELS[key]} colour`}
                        value={email.settings[key] ?? styleColours[key]}
                        onValueChange={(value) => setting(key, value)}
                      />
                    </Field>
                  ))}
                </Inline>
              </Stack>
            ),
          },
          { id: 'copy', label: 'Copy', content: copy },
        ]}
      />
      <EmailPreview email={email} />
    </Stack>
  );
}
