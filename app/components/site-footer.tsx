import { IconBrandFacebook, IconBrandInstagram, IconBrandPinterest } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRootData } from '../lib/root-data';
import classes from './site-footer.module.css';

const footerLinks = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'Terms And Conditions', to: '/pages/terms/' },
  { label: 'Acceptable Use Policy', to: '/pages/acceptable-use-policy/' },
  { label: 'Privacy Policy', to: '/pages/privacy/' },
  { label: 'Sitemap', to: '/sitemap' },
];

export function SiteFooter() {
  const root = useRootData();
  const appName = root?.appName ?? 'Ever After';
  const social = [
    { label: 'Facebook', href: root?.social.facebook, Icon: IconBrandFacebook },
    { label: 'Instagram', href: root?.social.instagram, Icon: IconBrandInstagram },
    { label: 'Pinterest', href: root?.social.pinterest, Icon: IconBrandPinterest },
  ].filter((link) => link.href);

  return (
    <footer className={classes.footer}>
      <div className="content-width">
        <div className={classes.grid}>
          <div>
            <p className={classes.brand}>{appName}</p>
            <p className={classes.tagline}>
              Wedding venues and vendors across Australia and New Zealand, chosen with care and compared honestly.
            </p>
          </div>
          <nav aria-label="Footer">
            <h2 className={classes.heading}>Information</h2>
            <ul className={classes.links}>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={classes.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {social.length > 0 && (
            <div>
              <h2 className={classes.heading}>Follow us</h2>
              <div className={classes.social}>
                {social.map(({ label, href, Icon }) => (
                  <a key={label} href={href} className={classes.socialLink} aria-label={`${appName} on ${label}`} rel="noopener noreferrer" target="_blank">
                    <Icon size={20} stroke={1.5} aria-hidden="true" />
                  </a>
                ))}
              </div>
            </div>
          )}
        </div>
        <p className={classes.bottom}>
          © {new Date().getFullYear()} {appName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
