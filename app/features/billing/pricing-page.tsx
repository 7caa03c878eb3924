import { Button } from '@mantine/core';
import { Form, Link, useSubmit } from 'react-router';
import { basicListingIncludes, formatPrice, intervalLabel, monthlyAmount, plainTerms, yearlySaving } from '../../../shared/billing/prices';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import type { FormErrors } from '~/lib/form-errors';
import type { PricedPlan, PricingData, PricingOffer } from './pricing-data';
import classes from './billing.module.css';

/** One price: per month (a yearly plan's monthly equivalent), with its tax and, yearly, what it saves. */
function Price({ plan, monthly, currency, taxName }: { plan: PricedPlan; monthly: PricedPlan | null; currency: string; taxName: string }) {
  const saving = plan.interval === 'year' && monthly ? yearlySaving(monthly.amount, plan.amount) : 0;
  return (
    <div className={classes.price}>
      <p className={classes.interval}>{intervalLabel(plan.interval)}</p>
      <p className={classes.amount}>
        <strong>{formatPrice(monthlyAmount(plan), currency)}</strong> <span>Per Month</span>
      </p>
      <p className={classes.tax}>incl {taxName}</p>
      {plan.interval === 'year' && (
        <p className={classes.yearly}>
          {formatPrice(plan.amount, currency)} billed once a year{saving > 0 && <>, saving {formatPrice(saving, currency)}</>}
        </p>
      )}
    </div>
  );
}

function OfferCard({ offer, currency, taxName }: { offer: PricingOffer; currency: string; taxName: string }) {
  return (
    <li className={classes.offer}>
      <h3 className={classes.offerTitle}>{offer.title}</h3>
      <p className={classes.offerNote}>{offer.attribute === null ? 'Your listing in this category.' : offer.attribute === 'number_of_photos' ? 'An add-on: 15 more photos per listing.' : 'An add-on: 3 more styles per listing.'}</p>
      <div className={classes.prices}>
        {offer.month && <Price plan={offer.month} monthly={null} currency={currency} taxName={taxName} />}
        {offer.year && <Price plan={offer.year} monthly={offer.month} currency={currency} taxName={taxName} />}
      </div>
    </li>
  );
}

/** Choosing the category and country: a plain GET form (the URL keeps both), sent on change when scripts run. */
function PricingFilter({ categories, category, countries, country }: Pick<PricingData, 'categories' | 'category' | 'countries' | 'country'>) {
  const submit = useSubmit();
  return (
    <Form method="get" className={classes.filter} onChange={(event) => submit(event.currentTarget)}>
      <div className={classes.choice}>
        <label htmlFor="pricing-category">Category</label>
        <select id="pricing-category" name="category" defaultValue={category.name} key={category.name}>
          {categories.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.title}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={classes.countries}>
        <legend>Country</legend>
        {countries.map((entry) => (
          <label key={entry.code} className={classes.country}>
            <input type="radio" name="country" value={entry.code} defaultChecked={entry.code === country.code} key={`${entry.code}-${country.code}`} />
            <span aria-hidden="true">{entry.flag}</span> {entry.name}
          </label>
        ))}
      </fieldset>
      <noscript>
        <Button type="submit" variant="default">
          Show prices
        </Button>
      </noscript>
    </Form>
  );
}

/** A signed-in vendor subscribes here: the basic plan monthly or yearly, and the add-ons (which follow its interval). */
function SubscribeForm({ data, errors }: { data: PricingData; errors?: FormErrors }) {
  const basic = data.offers.find((offer) => offer.attribute === null);
  const addons = data.offers.filter((offer) => offer.attribute !== null);
  if (!basic) return null;
  return (
    <section aria-labelledby="subscribe-title" className={classes.subscribe}>
      <h2 id="subscribe-title">Subscribe to {data.category.pluralName}</h2>
      <p>
        {data.paysByCard
          ? 'You pay by card on Stripe’s secure checkout page; your listings in this category can be published once the payment goes through.'
          : 'You receive a tax invoice to pay by bank transfer; your listings in this category can be published once it is paid.'}
      </p>
      <FormErrorsAlert formId="subscribe" errors={errors} />
      <Form method="post" className={classes.subscribeForm} noValidate>
        <input type="hidden" name="category_id" value={data.category.id} />
        <fieldset>
          <legend>Plan</legend>
          {[basic.month, basic.year].flatMap((plan) =>
            plan ? (
              <label key={plan.id} className={classes.option}>
                <input type="radio" name="plan_id" value={plan.id} defaultChecked={plan.interval === 'month'} required /> {basic.title}, {intervalLabel(plan.interval).toLowerCase()}: {formatPrice(plan.amount, data.country.currency)} a {plan.interval}
              </label>
            ) : [],
          )}
        </fieldset>
        {addons.length > 0 && (
          <fieldset>
            <legend>Add-ons</legend>
            {addons.map((offer) => (
              <label key={offer.attribute} className={classes.option}>
                <input type="checkbox" name="addon" value={offer.attribute!} /> {offer.title}
              </label>
            ))}
          </fieldset>
        )}
        <input type="hidden" name="country" value={data.country.code} />
        <Button type="submit">Subscribe</Button>
      </Form>
    </section>
  );
}

/** /pricing: a category's plans in a country, what a listing includes, the plain terms, and the way in. */
export function PricingPage({ data, errors }: { data: PricingData; errors?: FormErrors }) {
  const { category, country, offers, vendor } = data;
  return (
    <div className={`content-width ${classes.page}`}>
      <header className={classes.head}>
        <h1>Explore our Pricing</h1>
        <p>Choose a plan per category. Prices include {country.taxName}.</p>
      </header>
      <PricingFilter {...data} />
      <section aria-labelledby="plans-title" className={classes.section}>
        <h2 id="plans-title">
          {category.pluralName} in {country.name}{' '}
          <span className={classes.currency}>
            <span role="img" aria-label={`${country.name}’s flag`}>
              {country.flag}
            </span>{' '}
            {country.currency.toUpperCase()}
          </span>
        </h2>
        <ul className={classes.offers}>
          {offers.map((offer) => (
            <OfferCard key={offer.attribute ?? 'basic'} offer={offer} currency={country.currency} taxName={country.taxName} />
          ))}
        </ul>
      </section>
      <div className={classes.columns}>
        <section aria-labelledby="includes-title">
          <h2 id="includes-title">The basic listing includes</h2>
          <ul className={classes.ticks}>
            {basicListingIncludes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="terms-title">
          <h2 id="terms-title">Plain terms</h2>
          <ul className={classes.ticks}>
            {plainTerms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className={classes.cta}>
        {vendor ? (
          <Button component={Link} to={`/vendors/services/create?category=${category.name}`} size="md">
            Create
          </Button>
        ) : (
          <Button component={Link} to="/vendors/register" size="md">
            Join
          </Button>
        )}
      </p>
      {vendor &&
        (vendor.subscribedHere ? (
          <p>
            You subscribe to {category.pluralName}: <Link to="/vendors/billing">manage it on your billing page</Link>.
          </p>
        ) : (
          <SubscribeForm data={data} errors={errors} />
        ))}
    </div>
  );
}
