export interface FormErrorsProps {
  /** Messages that belong to no field of the form (a failed save's other server errors). */
  messages: readonly string[];
  className?: string;
}

/**
 * The messages of a failed submit that no field shows, announced as an alert. Renders
 * nothing when there are none.
 *
 * @example <FormErrors messages={applyServerErrors(form, error)} />
 */
export function FormErrors({ messages, className }: FormErrorsProps) {
  if (messages.length === 0) return null;
  return (
    // The alert wraps the list: a <ul> may not take the alert role and keep its items.
    <div role="alert" className={className ? `sr-form-errors ${className}` : 'sr-form-errors'}>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
