import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import formClasses from '~/components/form/form.module.css';
import { useFieldValue } from '~/lib/use-field-state';
import classes from './admin.module.css';

/**
 * Markdown with a live preview beside it (below, on narrow screens): typing pauses for 300 ms, then
 * the page's action renders it as saving would (`intent=preview`), sanitised on the server, so the
 * preview is exactly what readers will get. The text is uncontrolled (`useFieldValue`): what was
 * typed before the page's scripts arrived stays, and is previewed once they have.
 */
export function MarkdownEditor({
  formId,
  name,
  label,
  defaultValue,
  initialHtml,
  error,
  proseClass,
}: {
  formId: string;
  name: string;
  label: string;
  defaultValue: string;
  initialHtml: string;
  error?: string;
  /** The blog's reading style, so the preview looks as the page will. */
  proseClass: string;
}) {
  const preview = useFetcher<{ html?: string }>({ key: `${formId}-preview` });
  const markdown = useFieldValue<HTMLTextAreaElement>(defaultValue);
  const text = markdown.value;
  const first = useRef(true);
  const { submit } = preview;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => void submit({ intent: 'preview', content_markdown: text }, { method: 'post' }), 300);
    return () => clearTimeout(timer);
  }, [text, submit]);
  const id = `${formId}-${name}`;
  return (
    <div className={classes.markdown}>
      <div className={formClasses.field}>
        <label htmlFor={id} className={formClasses.label}>
          {label}
        </label>
        <textarea
          id={id}
          name={name}
          rows={18}
          className={`${formClasses.input} ${formClasses.textarea}`}
          {...markdown.field}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <section aria-label="Preview" className={classes.preview} aria-busy={preview.state !== 'idle'}>
        <p className={formClasses.label}>Preview</p>
        <div className={proseClass} dangerouslySetInnerHTML={{ __html: preview.data?.html ?? initialHtml }} />
      </section>
    </div>
  );
}
