import { Button, Progress } from '@mantine/core';
import { IconCrop, IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { imageProblemMessages, imageUploadLimits, invalidFileMessage } from '../../../shared/media/image-limits';
import { useScripted } from '~/lib/use-scripted';
import { useReportUnsaved } from './leave-warning';
import { PhotosCropDialog } from './photos-crop-dialog';
import { uploadPhoto, type CropArea } from './photos-upload-request';
import classes from './photos.module.css';

type Queued = { key: string; file: File; preview: string; crop: CropArea | null; progress: number; state: 'ready' | 'sending' | 'done' | 'refused'; message?: string };

type PhotosUploaderProps = { listingId: number; room: number; /** The plain form's refusal, without JavaScript. */ error?: string };

let nextKey = 0;

/**
 * Choose several photos, crop any of them, then send them one request each with its own progress
 * bar; a refused photo keeps its message (spec §5's texts) and the others go on.
 */
export function PhotosUploader({ listingId, room, error }: PhotosUploaderProps) {
  // Without JavaScript the form sends one file per submit to the page's action.
  const scripted = useScripted();
  const [queue, setQueue] = useState<Queued[]>([]);
  const [cropping, setCropping] = useState<Queued | null>(null);
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();
  const update = (key: string, change: Partial<Queued>) => setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  // The previews' object URLs are let go with the page.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const made = previews.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    setQueue((items) => [
      ...items.filter((item) => item.state !== 'done'),
      ...files.map((file): Queued => {
        // A courtesy check before sending megabytes for nothing; the server decides.
        const tooBig = file.size >= imageUploadLimits.maxBytes;
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        return { key: String(nextKey++), file, preview, crop: null, progress: 0, state: tooBig ? 'refused' : 'ready', message: tooBig ? `${invalidFileMessage} ${imageProblemMessages.fileMaximumSize}` : undefined };
      }),
    ]);
  };

  const send = async () => {
    setSending(true);
    for (const item of queue.filter((entry) => entry.state === 'ready')) {
      update(item.key, { state: 'sending' });
      const answer = await uploadPhoto(listingId, item.file, item.crop, (progress) => update(item.key, { progress }));
      update(item.key, answer.ok ? { state: 'done', progress: 1 } : { state: 'refused', message: Object.values(answer.errors).join(' ') });
    }
    setSending(false);
    await revalidator.revalidate();
  };

  const ready = queue.filter((item) => item.state === 'ready').length;
  useReportUnsaved('uploads', ready > 0 || sending);
  return (
    <section aria-labelledby="photos-upload-title" className={classes.uploader}>
      <h3 id="photos-upload-title" className={classes.sectionTitle}>
        Add photos
      </h3>
      <p id="photos-upload-hint" className={classes.hint}>
        JPEG, PNG, WebP, GIF or AVIF, at least {imageUploadLimits.minWidth} × {imageUploadLimits.minHeight} pixels, smaller than 10 MB. {room > 0 ? `Room for ${room} more.` : 'The listing has all the photos it can have: remove one to add another.'}
      </p>
      <form method="post" encType="multipart/form-data" className={classes.plainUpload}>
        <input type="hidden" name="intent" value="upload" />
        <label className={classes.pick} data-disabled={room === 0 || sending || undefined}>
          <input
            type="file"
            name="file"
            multiple={scripted}
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className={scripted ? 'visually-hidden' : undefined}
            aria-describedby={error ? 'photos-upload-hint photos-upload-error' : 'photos-upload-hint'}
            disabled={room === 0 || sending}
            onChange={choose}
          />
          <IconPhotoPlus size={20} aria-hidden="true" />
          <span>{scripted ? 'Choose photos' : 'Photo'}</span>
        </label>
        {!scripted && <Button type="submit">Upload</Button>}
      </form>
      {error && (
        <p id="photos-upload-error" role="alert" className={classes.refused}>
          {error}
        </p>
      )}
      {queue.length > 0 && (
        <ul className={classes.queue} aria-label="Photos to upload">
          {queue.map((item) => (
            <li key={item.key} className={classes.queued}>
              <img src={item.preview} alt="" className={classes.queuedPreview} />
              <div className={classes.queuedBody}>
                <span className={classes.fileName}>
                  {item.file.name}
                  {item.crop && ` (cropped to ${Math.round(item.crop.width)} × ${Math.round(item.crop.height)})`}
                </span>
                {item.state === 'refused' ? (
                  <p className={classes.refused} role="alert">
                    {item.message}
                  </p>
                ) : (
                  <Progress value={item.progress * 100} size="md" aria-label={`Upload of ${item.file.name}`} />
                )}
                {item.state === 'done' && <span className={classes.done}>Added</span>}
              </div>
              {item.state === 'ready' && (
                <div className={classes.queuedActions}>
                  <Button size="xs" variant="default" leftSection={<IconCrop size={16} aria-hidden="true" />} onClick={() => setCropping(item)} aria-label={`Crop ${item.file.name}`}>
                    Crop
                  </Button>
                  <Button size="xs" variant="subtle" color="gray" onClick={() => setQueue((items) => items.filter((entry) => entry.key !== item.key))} aria-label={`Leave out ${item.file.name}`}>
                    <IconX size={16} aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {ready > 0 && (
        <Button onClick={send} loading={sending} leftSection={<IconUpload size={18} aria-hidden="true" />}>
          Upload {ready} {ready === 1 ? 'photo' : 'photos'}
        </Button>
      )}
      <PhotosCropDialog
        key={cropping?.key}
        source={cropping?.preview ?? null}
        fileName={cropping?.file.name ?? ''}
        onClose={() => setCropping(null)}
        onCrop={(crop) => {
          if (cropping) update(cropping.key, { crop });
          setCropping(null);
        }}
      />
    </section>
  );
}
