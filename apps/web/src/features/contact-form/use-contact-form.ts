import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useLocale } from '../../components/use-locale.ts';
import { postContactMessage } from './api/contact-api.ts';
import {
  contactProblem,
  emptyContactForm,
  firstInvalidField,
  toContactRequest,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
  type ContactProblem,
} from './contact-form-model.ts';

export type ContactStatus = 'editing' | 'sending' | 'sent';

/** The id of a contact form control (focused when it holds the first error). */
export const contactFieldId = (field: ContactField | 'website') => `contact-${field}`;

/**
 * State of the contact form: plain controlled inputs, checked with the shared
 * contract on submit and, after a first attempt, as the guest corrects them.
 */
export function useContactForm() {
  const locale = useLocale();
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [status, setStatus] = useState<ContactStatus>('editing');
  const [problem, setProblem] = useState<Exclude<ContactProblem, { kind: 'fields' }> | null>(null);
  /** Bumped on every failed attempt, so the same alert is announced again. */
  const [attempt, setAttempt] = useState(0);
  const [sentTo, setSentTo] = useState('');
  const tried = useRef(false);
  const sending = useRef(false);

  const update = useCallback(
    <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
      setValues((prev) => {
        const next = { ...prev, [field]: value };
        // Once the guest has tried to send, errors follow the corrections as they type.
        if (tried.current) setErrors(validateContactForm(next, locale));
        return next;
      });
    },
    [locale],
  );

  const focusField = (field: ContactField) => requestAnimationFrame(() => document.getElementById(contactFieldId(field))?.focus());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    tried.current = true;
    setProblem(null);
    const found = validateContactForm(values, locale);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      setAttempt((n) => n + 1);
      focusField(first);
      return;
    }
    sending.current = true;
    setStatus('sending');
    try {
      await postContactMessage(toContactRequest(values, locale));
      setSentTo(values.email.trim());
      setValues(emptyContactForm);
      setErrors({});
      tried.current = false;
      setStatus('sent');
    } catch (error) {
      const p = contactProblem(error);
      setStatus('editing');
      setAttempt((n) => n + 1);
      if (p.kind === 'fields') {
        setErrors(p.errors);
        const f = firstInvalidField(p.errors);
        if (f) focusField(f);
      } else setProblem(p);
    } finally {
      sending.current = false;
    }
  };

  const writeAnother = () => {
    setStatus('editing');
    setProblem(null);
    focusField('name');
  };

  return { values, errors, status, problem, attempt, sentTo, update, submit, writeAnother };
}
