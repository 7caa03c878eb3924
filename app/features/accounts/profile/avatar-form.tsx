import { Button } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { imageProblemMessages, imageUploadLimits, invalidFileMessage } from '../../../../shared/media/image-limits';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import formClasses from '~/components/form/form.module.css';
import type { FormErrors } from '~/lib/form-errors';
import { AvatarPicture } from './avatar-picture';
import { useProfileForm } from './profile-forms';
import classes from './profile.module.css';

type AvatarFormProps = {
  avatar: string | null;
  initials: string;
  /** After a photo was saved: the dialog closes. */
  onSaved: () => void;
};

/**
 * The change-photo dialog's content (spec §4): choose a picture, see a preview, save. The dialog
 * mounts it afresh for every opening, so closing clears the preview and any old answer.
 */
export function AvatarForm({ avatar, initials, onSaved }: AvatarFormProps) {
  const { fetcher, result, busy } = useProfileForm('avatar');
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  // Answers from before this opening, or before the latest choice of file, are not shown.
  const [seenResult, setSeenResult] = useState(result);
  const fresh = result !== seenResult ? result : undefined;
  const errors: FormErrors | undefined = tooLarge
    ? { avatar: `${invalidFileMessage} | ${imageProblemMessages.fileMaximumSize}` }
    : fresh && 'errors' in fresh
      ? fresh.errors
      : undefined;
  const saved = !!fresh && 'ok' in fresh;
  const formId = 'avatar-dialog';

  // Focus starts on Add photo, once the dialog around it is open.
  useEffect(() => {
    const frame = requestAnimationFrame(() => fileInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    if (saved) onSaved();
  }, [saved, onSaved]);
  // The preview's object URL is let go when it is replaced and when the dialog closes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setSeenResult(result);
    // A courtesy check before sending megabytes for nothing; the server decides.
    const over = !!file && file.size >= imageUploadLimits.maxBytes;
    setTooLarge(over);
    setPreview(file && !over ? URL.createObjectURL(file) : null);
  };

  return (
    <fetcher.Form method="post" encType="multipart/form-data" className={`${formClasses.form} ${classes.avatarForm}`} noValidate>
      <input type="hidden" name="intent" value="avatar" />
      <FormErrorsAlert formId={formId} errors={errors} />
      <div className={classes.dialogPreview}>
        {preview ? (
          <img src={preview} alt="Preview of your new photo" className={classes.avatarImage} />
        ) : (
          <AvatarPicture avatar={avatar} initials={initials} alt={avatar ? 'Your current photo' : ''} />
        )}
      </div>
      <label className={classes.pick}>
        <input
          ref={fileInput}
          type="file"
          name="avatar"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="visually-hidden"
          aria-describedby={`${formId}-hint${errors ? ` ${formId}-error-avatar` : ''}`}
          aria-invalid={errors ? true : undefined}
          onChange={choose}
        />
        <IconPhotoPlus size={20} aria-hidden="true" />
        <span>Add photo</span>
      </label>
      <p id={`${formId}-hint`} className={formClasses.hint}>
        A JPEG, PNG, WebP, GIF or AVIF picture at least {imageUploadLimits.minWidth} × {imageUploadLimits.minHeight} pixels, smaller than 10 MB. It is cropped
        to a square.
      </p>
      <Button type="submit" size="md" loading={busy} disabled={!preview}>
        Save
      </Button>
    </fetcher.Form>
  );
}
