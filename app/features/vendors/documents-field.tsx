import { useState, type ChangeEvent } from 'react';
import { errorIdOf } from '~/components/form/form-errors-alert';
import { documentMessages, documentUploadLimits } from '../../../shared/vendors/document-limits';
import { formatFileSize } from './file-size';
import formClasses from '~/components/form/form.module.css';
import classes from './vendor-forms.module.css';

const accept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * Verification documents: a native multiple file input (it posts without JavaScript); with
 * JavaScript it lists the files chosen and says at once which are too big or too many. The server
 * checks every file by its content.
 */
export function DocumentsField({ formId, name, error, label = 'Documents that show the business is yours' }: { formId: string; name: string; error?: string; label?: string }) {
  const id = `${formId}-${name}`;
  const [chosen, setChosen] = useState<{ name: string; size: number }[]>([]);
  const problems = [
    ...(chosen.length > documentUploadLimits.maxFiles ? [`Choose at most ${documentUploadLimits.maxFiles} files.`] : []),
    ...(chosen.some((file) => file.size >= documentUploadLimits.maxBytes) ? [documentMessages.tooBig] : []),
  ];
  const onChange = (event: ChangeEvent<HTMLInputElement>) => setChosen([...(event.currentTarget.files ?? [])].map(({ name, size }) => ({ name, size })));
  const describedBy = [`${id}-hint`, problems.length > 0 && `${id}-problems`, error && errorIdOf(formId, name)].filter(Boolean).join(' ');
  return (
    <div className={formClasses.field}>
      <label htmlFor={id} className={formClasses.label}>
        {label}
      </label>
      <input id={id} name={name} type="file" multiple accept={accept} className={classes.file} aria-invalid={error || problems.length > 0 ? true : undefined} aria-describedby={describedBy} onChange={onChange} />
      <p id={`${id}-hint`} className={formClasses.hint}>
        PDF, JPEG or PNG, up to {documentUploadLimits.maxFiles} files of 10 MB each: your ABN or NZBN registration, a licence, or an invoice in the business’s name. Only our administrators see them; they are never public.
      </p>
      {chosen.length > 0 && (
        <ul className={classes.files}>
          {chosen.map((file, index) => (
            <li key={index}>
              {file.name} <span className={formClasses.hint}>({formatFileSize(file.size)})</span>
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <p id={`${id}-problems`} className={classes.problem} role="status">
          {problems.join(' ')}
        </p>
      )}
    </div>
  );
}
