import { Title } from '@mantine/core';
import { Link } from 'react-router';
import { ContactForm } from '~/features/contact/contact-form';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/contact';
import { loadContactForm, sendContactMessage } from './contact.server';
import classes from '~/features/contact/contact.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Contact Us') },
  { name: 'description', content: 'Questions about a venue, a vendor, your listing or the site? Write to our team and we will reply by e-mail.' },
];

export const loader = (args: Route.LoaderArgs) => loadContactForm(args);

export const action = (args: Route.ActionArgs) => sendContactMessage(args);

/** /contact: Contact Us (spec §2, §4). */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className={`content-width ${classes.page}`}>
      <div className={classes.intro}>
        <Title order={1}>Contact Us</Title>
        <p className={classes.lead}>
          Questions about a venue, a vendor, your listing or the site? Send us a note: a real person on our team reads every message and replies by e-mail.
        </p>
        <h2 className={classes.helpTitle}>Before you write</h2>
        <ul className={classes.help}>
          <li>
            <Link to="/search">Search venues and vendors</Link> by place and date, and message them directly.
          </li>
          <li>
            Vendors: <Link to="/pricing">see the plans</Link> for listing your business in each category.
          </li>
          <li>
            Planning tips, real weddings and checklists are on <Link to="/blog">our blog</Link>.
          </li>
        </ul>
      </div>
      <div className={classes.card}>
        <ContactForm data={loaderData} />
      </div>
    </section>
  );
}
