import { IconMoodSmile } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './messages.module.css';

const emoji = ['😀', '😊', '😍', '🥰', '😂', '🙂', '😉', '🤩', '🥳', '😅', '🙏', '👍', '👏', '🎉', '💍', '💐', '🌸', '🌿', '🥂', '🍾', '🎂', '📸', '🎶', '💒', '❤️', '💕', '✨', '☀️', '🌧️', '🤞'];

/** Spec §2's emoji toggle: a small palette under the message box; a pick is typed where the caret is. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const [open, setOpen] = useState(false);
  const paletteId = useId();
  return (
    <div className={classes.emoji}>
      <button
        type="button"
        className={classes.iconButton}
        aria-label={open ? 'Hide emoji' : 'Show emoji'}
        aria-expanded={open}
        aria-controls={paletteId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <IconMoodSmile size={22} aria-hidden="true" />
      </button>
      <div id={paletteId} className={classes.palette} hidden={!open} role="group" aria-label="Emoji">
        {emoji.map((symbol) => (
          <button key={symbol} type="button" className={classes.emojiChoice} onClick={() => onPick(symbol)}>
            {symbol}
          </button>
        ))}
      </div>
    </div>
  );
}
