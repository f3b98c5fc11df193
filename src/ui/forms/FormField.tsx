import type { HTMLInputAutoCompleteAttribute } from 'react'
import { usePage } from '../render/page-context.tsx'

interface FormFieldProps {
  id: string
  /** The field's name in the post and in the browser's checks. */
  name: string
  label: string
  placeholder: string
  /** Required fields carry `required` and a visible mark; others say they are optional. */
  required: boolean
  maxLength: number
  autoComplete: HTMLInputAutoCompleteAttribute
  /** `text` and `tel` inputs, or a textarea for the message. */
  control: 'text' | 'tel' | 'textarea'
  inputMode?: 'email'
  /** The visitor's input when the page answers their post. */
  value?: string
  /** The message shown under the field (its problem), server-rendered when the page answers a post. */
  problem?: string
  /** The first invalid field of an answered post takes focus as the page loads. */
  autoFocus?: boolean
  /** The texts the browser shows for each problem, in the page's language. */
  messages: { required?: string; tooLong: string; invalid?: string }
}

/**
 * A labelled form field with its message slot: `aria-describedby` points at the slot, `aria-invalid` marks a
 * field with a problem. The browser module finds the slot by `data-error-for`.
 */
export function FormField({ id, name, label, placeholder, required, maxLength, autoComplete, control, inputMode, value, problem, autoFocus, messages }: FormFieldProps) {
  const { t } = usePage()
  const errorId = `${id}-error`
  const common = {
    className: 'field__input',
    id,
    name,
    placeholder,
    required,
    maxLength,
    autoComplete,
    defaultValue: value,
    autoFocus,
    'aria-describedby': errorId,
    'aria-invalid': problem ? ('true' as const) : undefined,
    'data-required': messages.required,
    'data-too-long': messages.tooLong,
    'data-invalid': messages.invalid,
  }
  return (
    <div className={`field field--${name}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__mark" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="field__optional">{t('forms.optional')}</span>
        )}
      </label>
      {control === 'textarea' ? <textarea {...common} rows={5} /> : <input {...common} type={control} inputMode={inputMode} />}
      <p className="field__error" id={errorId} data-error-for={name}>
        {problem}
      </p>
    </div>
  )
}
