import 'react-easy-crop/react-easy-crop.css';
import { Button } from '@mantine/core';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { imageProblemMessages, imageUploadLimits } from '../../../shared/media/image-limits';
import { Dialog } from '~/components/dialog';
import type { CropArea } from './photos-upload-request';
import classes from './photos.module.css';

type PhotosCropDialogProps = {
  /** The picture to crop (an object URL), or null when the dialog is closed. */
  source: string | null;
  fileName: string;
  onCrop: (area: CropArea) => void;
  onClose: () => void;
};

/** Listing photos are shown 3:2 on cards and the gallery. */
const aspect = 3 / 2;

/**
 * Crops a photo before it is sent: drag (or arrow keys on the picture) to move, the zoom slider
 * (arrow keys too) to enlarge. The dialog traps focus and Escape closes it without cropping.
 */
export function PhotosCropDialog({ source, fileName, onCrop, onClose }: PhotosCropDialogProps) {
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const tooSmall = area && (area.width < imageUploadLimits.minWidth ? imageProblemMessages.fileMinimumWidth : area.height < imageUploadLimits.minHeight ? imageProblemMessages.fileMinimumHeight : null);
  return (
    <Dialog opened={source !== null} onClose={onClose} title={`Crop ${fileName}`} size={720}>
      {source && (
        <div className={classes.cropper}>
          <Cropper
            image={source}
            crop={position}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setPosition}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            disableAutomaticStylesInjection
            keyboardStep={10}
            mediaProps={{ alt: `${fileName}, to crop` }}
            cropperProps={{ role: 'group', 'aria-label': 'Crop area: arrow keys move the picture' }}
          />
        </div>
      )}
      <label className={classes.zoom}>
        <span>Zoom</span>
        <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.currentTarget.value))} aria-valuetext={`${Math.round(zoom * 100)}%`} />
      </label>
      <p role="status" className={classes.cropNote}>
        {tooSmall ?? (area ? `The photo will be ${Math.round(area.width)} × ${Math.round(area.height)} pixels.` : '')}
      </p>
      <div className={classes.dialogActions}>
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!area || !!tooSmall} onClick={() => area && onCrop(area)}>
          Use this crop
        </Button>
      </div>
    </Dialog>
  );
}
