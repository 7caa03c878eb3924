import { IconBrandFacebook, IconBrandPinterest, IconMail, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './share-links.module.css';

/**
 * Share: the device's share sheet where there is one, otherwise the link is copied. Plain links to
 * Facebook, Pinterest and e-mail work without JavaScript and load no third-party script.
 */
export function ShareLinks({ name, url }: { name: string; url: string }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title: name, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 3000);
  };
  const encodedUrl = encodeURIComponent(url);
  return (
    <div className={classes.share}>
      <button type="button" className={classes.shareButton} onClick={share}>
        <IconShare size={18} aria-hidden="true" /> Share
      </button>
      <a className={classes.iconLink} href={`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`} target="_blank" rel="noopener noreferrer">
        <IconBrandFacebook size={20} aria-hidden="true" />
        <span className="visually-hidden">Share on Facebook (opens in a new tab)</span>
      </a>
      <a
        className={classes.iconLink}
        href={`https://www.pinterest.com/pin/create/button/?url=${encodedUrl}&description=${encodeURIComponent(name)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <IconBrandPinterest size={20} aria-hidden="true" />
        <span className="visually-hidden">Share on Pinterest (opens in a new tab)</span>
      </a>
      <a className={classes.iconLink} href={`mailto:?subject=${encodeURIComponent(name)}&body=${encodedUrl}`}>
        <IconMail size={20} aria-hidden="true" />
        <span className="visually-hidden">Share by e-mail</span>
      </a>
      <span role="status" className={classes.copied}>
        {copied ? 'Link copied' : ''}
      </span>
    </div>
  );
}
