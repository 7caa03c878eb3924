import type { DemoArticle } from './demo-article';

/** Demo inspiration articles, part one: planning, money, seasons, ceremony and the day itself. */
export const planningArticles: DemoArticle[] = [
  {
    slug: 'wedding-budget-that-actually-works',
    title: 'A wedding budget that actually works',
    author: 'Harriet Lane',
    excerpt: 'Start from the number you are comfortable spending, not from a wish list. Here is how to split it, where the hidden costs hide and how to keep a buffer.',
    tags: ['Budget', 'Planning'],
    motif: 'stationery',
    body: `Most couples start planning with a list of things they would love and only later add up what it costs. Turn that around. Sit down together, agree on a total you can spend without regret, and then decide what matters most to you. A budget built that way bends without breaking.

## A sensible first split

There is no single correct split, but for a typical Australian or New Zealand wedding this is a useful starting point:

- **Venue and catering:** 45–50 per cent. Food and drink per head is the biggest lever you have.
- **Photography and video:** 10–15 per cent. The pictures are what you keep.
- **Attire, hair and make-up:** 8–10 per cent.
- **Flowers and styling:** 8–10 per cent.
- **Music and entertainment:** 5–8 per cent.
- **Celebrant, stationery, rings, cake and transport:** 10 per cent between them.
- **Buffer:** 5–10 per cent, untouched until the final month.

## Where the hidden costs hide

Quotes rarely include everything. Ask each supplier about travel fees, overtime rates, public holiday surcharges, cakeage and corkage, cleaning and bond, and GST. Venues in wine regions often charge a surcharge on Sundays of long weekends; marquee weddings need toilets, lighting, power and a wet-weather plan.

## Guest numbers move the total more than anything

Every extra guest adds catering, drinks, a chair, a place setting and a share of the styling. Trimming the list by ten people at $180 a head frees up $1,800 — enough for a second photographer or a live band for the ceremony. Decide your number before you book the venue, not after.

## Track it somewhere you both can see

A shared spreadsheet with three columns — quoted, contracted and paid — is enough. Note deposit due dates and the date final numbers are needed. When a line goes over, decide together which other line gives way. The buffer is for genuine surprises, not for upgrades you talked yourselves into at a wedding expo.`,
  },
  {
    slug: 'choosing-your-wedding-season-australia',
    title: 'Choosing your wedding season in Australia',
    author: 'Mia Chen',
    excerpt: 'Spring and autumn are popular for good reason, but winter in the north and summer in the south have charms (and prices) of their own.',
    tags: ['Seasons', 'Australia', 'Planning'],
    motif: 'venue',
    body: `Australia is big enough that "the best month to get married" depends entirely on where you are standing. A May wedding is mild and golden in the Barossa, humid in Darwin and bracing in Hobart.

## Spring (September to November)

Spring is the busiest season in the south-east. Gardens are at their best, days are long and evenings are still cool enough for jackets. Expect to book popular venues 12 to 18 months ahead for Saturdays in October and November, and be ready for the odd windy afternoon in Melbourne.

## Summer (December to February)

Summer suits coastal and evening weddings. Plan the ceremony for late afternoon, when the light softens and guests are not squinting into the sun. Provide shade, water and fans, and think about buttercream: it softens above about 25 degrees. In the tropical north, summer is the wet season — beautiful storms, but a real risk for outdoor plans.

## Autumn (March to May)

Many planners' favourite. The heat has gone, vineyards turn copper and gold, and the weather is more settled than spring. Harvest time in wine regions means busy cellar doors, so check what else is happening in town that weekend.

## Winter (June to August)

Winter weddings in the south are intimate and candle-lit: open fires, slow-cooked food and mulled wine. Venues often discount their rates, and suppliers have more free dates. In Queensland and the Top End, winter is the dry season and arguably the best time of the year for an outdoor celebration.

## Check before you commit

Look up school holidays, long weekends and major events such as the AFL and NRL grand finals or the Melbourne Cup, which can fill accommodation and make guests' travel dearer. And whatever the season, every outdoor plan needs a wet-weather alternative you would be happy with.`,
  },
  {
    slug: 'new-zealand-weddings-by-season',
    title: 'Getting married in New Zealand: a season-by-season guide',
    author: 'Tom Ngata',
    excerpt: 'From Central Otago autumn colour to summer on Waiheke Island, what each season brings to a New Zealand wedding.',
    tags: ['Seasons', 'New Zealand'],
    motif: 'venue',
    body: `New Zealand packs alpine lakes, vineyards, black-sand beaches and native bush into two islands, and the weather can show you all four seasons in a day. Plan for that and you will enjoy every one of them.

## Summer (December to February)

Long, light evenings — in the south it is still bright after 9 pm — make summer the most popular time. Waiheke Island, Marlborough and Hawke's Bay are at their best. Book early: summer Saturdays at island and vineyard venues go more than a year ahead, and ferries and accommodation fill with holidaymakers.

## Autumn (March to May)

Central Otago and Queenstown glow with poplars turning gold, and the weather is usually calm and settled. Autumn is harvest time in the wine regions, so ask your venue about the vintage schedule.

## Winter (June to August)

A snowy mountain backdrop is hard to beat for photographs. Queenstown and Wānaka venues host cosy winter weddings with roaring fires, and some couples add a heli-flight to a glacier for portraits. Roads can close with snow, so build slack into travel plans and tell guests to pack layers.

## Spring (September to November)

Spring brings lambs in the paddocks, blossom and fresh green growth, with prices a little below summer's. It is also the most changeable season: a marquee with sides, or a venue with a covered alternative, is essential.

## Legal paperwork

You need a marriage licence from Births, Deaths and Marriages, applied for at least three working days before the wedding, and a registered celebrant. The licence is valid for three months, so time it with your date. Overseas couples can marry in New Zealand on the same terms as locals.`,
  },
  {
    slug: 'how-to-write-a-guest-list',
    title: 'How to write a guest list without falling out',
    author: 'Priya Raman',
    excerpt: 'A simple tiered method for deciding who to invite, handling plus-ones and children, and saying no kindly.',
    tags: ['Planning', 'Guests'],
    motif: 'stationery',
    body: `The guest list is where budget, family expectations and friendships collide. A clear method, agreed early, saves a great deal of heartache later.

## Start with three lists

Write down everyone you might invite, then sort them into three tiers:

1. **Must have.** Immediate family and the friends you cannot imagine the day without.
2. **Would love.** Extended family and good friends you see often.
3. **Nice to have.** Colleagues, old friends and friends of your parents.

Your venue's capacity and your per-head budget decide how far down the tiers you go. Work through tier two together and stop when you reach the number.

## Agree the rules before the names

Decide on rules first and apply them to everyone: plus-ones for couples who live together, or for everyone? Children, or an adults-only celebration with the exception of nieces and nephews? Colleagues only if you see them outside work? Rules make decisions feel fair rather than personal.

## Parents who are paying

If parents contribute, they may reasonably expect to invite some guests of their own. Give each side an allocation rather than negotiating name by name.

## Saying no, kindly

An adults-only wedding is perfectly acceptable; say so clearly on the invitation and the website rather than hoping people read the envelope. For people you could not invite, a warm note after the wedding with a photograph goes a long way.

## Keep a B-list, carefully

If you expect declines, a short second list can fill the spaces — but send those invitations at least six weeks before the day, so no one can work out that they were a second choice.`,
  },
  {
    slug: 'what-a-celebrant-does',
    title: 'What your celebrant actually does (and how to choose one)',
    author: 'Sophie Whitaker',
    excerpt: 'Beyond saying the words: the paperwork, the rehearsal and the story of you. Questions to ask before you book.',
    tags: ['Celebrants', 'Ceremony'],
    motif: 'celebrant',
    body: `Your celebrant is the one supplier whose work is legally required, and the one who stands with you at the most important moment of the day. It is worth choosing carefully.

## The legal part

In Australia your celebrant lodges the Notice of Intended Marriage, which must be given at least one month and no more than 18 months before the wedding. They check your identity documents, explain the legal vows you must say, and register the marriage afterwards so you can apply for your official certificate. In New Zealand, the celebrant works from the marriage licence you obtain from Births, Deaths and Marriages.

## The ceremony itself

A good celebrant interviews you about how you met, what you love about each other and what you want your guests to feel. They help you choose readings, plan who walks in when, and manage the timing so the ceremony lasts as long as you want — usually 20 to 30 minutes.

## On the day

Expect your celebrant to arrive early, set up a sound system with a microphone, brief the wedding party, and quietly deal with forgotten rings and late musicians. Many also run a short rehearsal a day or two before.

## Questions to ask

- How many meetings are included, and can we see a draft of the ceremony?
- Do you bring a PA system and a signing table?
- What happens if you are ill on the day?
- Can we write our own vows, and will you help us?
- Are travel and a rehearsal included in the fee?

Meet two or three celebrants, online or in person. You will know quickly which one makes you both relax.`,
  },
  {
    slug: 'writing-your-own-vows',
    title: 'Writing your own vows: a gentle guide',
    author: 'Sophie Whitaker',
    excerpt: 'Personal vows need not be long or poetic. A simple structure, a time limit and a few honest details are all it takes.',
    tags: ['Ceremony', 'Celebrants'],
    motif: 'celebrant',
    body: `Personal vows are often the part of a ceremony guests remember most. They are also the part couples dread writing. Here is a way through.

## Agree on the shape

Decide together how long your vows will be — a minute each is plenty — and whether they will be serious, light-hearted or a mix. You do not need to share the words beforehand, but matching tone and length avoids one of you reading a page while the other says three lines.

## A simple structure

1. **A moment.** When you knew, or a small memory that sums the other person up.
2. **What you love.** Two or three specific things, not a list of adjectives.
3. **Your promises.** A few real, concrete promises: to make the coffee, to listen, to keep planning adventures.
4. **A closing line.** Something you can say looking straight at them.

## Remember the legal words

In Australia, each of you must also say the legal vow set out in the Marriage Act, in the presence of your celebrant and two witnesses. Your celebrant will include it for you; personal vows come alongside it, not instead of it.

## Practise out loud

Read your vows aloud a few times in the week before. You will find the sentences that trip you up and the places to pause. Print them on a card rather than reading from your phone, and hand a copy to your celebrant in case nerves get the better of you.

## Keep it yours

Inside jokes are lovely in small doses, but your grandmother should be able to follow along. If a line makes you smile when you write it, it will probably make your guests smile too.`,
  },
  {
    slug: 'wedding-day-timeline',
    title: 'A realistic wedding day timeline',
    author: 'Harriet Lane',
    excerpt: 'How long things really take, from hair and make-up to the last dance, with a sample timeline for a 3.30 pm ceremony.',
    tags: ['Planning', 'Reception'],
    motif: 'table',
    body: `A relaxed wedding day is a well-planned one. Most timelines go wrong for the same reasons: hair and make-up run late, photographs take longer than expected, and travel between places is underestimated.

## A sample day with a 3.30 pm ceremony

- **8.00 am** Hair and make-up begin. Allow 45 minutes to an hour per person, and put the couple last but not least.
- **12.30 pm** Photographer arrives for details: rings, invitations, shoes.
- **1.30 pm** Getting dressed, with family photographs at home.
- **2.45 pm** Leave for the ceremony. Add 15 minutes to whatever the map says.
- **3.30 pm** Ceremony, about 25 minutes.
- **4.00 pm** Congratulations, then family group photographs — allow two minutes per group.
- **4.30 pm** Couple portraits while guests enjoy drinks and canapés.
- **5.45 pm** Guests seated for the reception.
- **6.00 pm** Entrance, entrée, then speeches between courses.
- **8.00 pm** Cake cutting and first dance.
- **10.30 pm** Last dance and farewell.

## Golden hour

Ask your photographer what time the sun sets on your date and plan a short second portrait session 30 to 45 minutes before it. The light is warm and flattering, and ten minutes away from the party is often a highlight of the day.

## Build in buffers

Add ten minutes between anything that involves moving people. Give a printed timeline to your suppliers, your wedding party and one calm friend who will keep things moving so you do not have to look at your watch.`,
  },
  {
    slug: 'wet-weather-plan',
    title: 'Your wet-weather plan, made beautiful',
    author: 'Mia Chen',
    excerpt: 'Rain on the day is not a disaster if plan B is a place you would have chosen anyway. How to plan it, and when to make the call.',
    tags: ['Planning', 'Venues', 'Seasons'],
    motif: 'venue',
    body: `An outdoor ceremony is a gamble in any season, and the couples who enjoy a rainy day most are the ones who made their plan B lovely from the start.

## Choose plan B when you choose the venue

Ask every venue you visit to show you the wet-weather option, not just describe it. Is it a beautiful room, or a corridor with chairs? Is there an extra fee for setting up both spaces, and when must you decide? A deck with clear marquee walls, a barrel room or a glasshouse can make a rainy day feel intentional.

## Decide when to decide

Agree a decision time with your venue and planner, usually the morning of the wedding or the afternoon before. Look at the forecast together, then commit. Changing your mind at the last minute is harder on everyone than a little drizzle.

## Small things that help

- A basket of clear umbrellas for guests; they photograph beautifully.
- Towels for chairs and a covered path to the cars.
- Shoes that can cope with wet grass, and a spare pair.
- Heaters or blankets for cool evenings.

## Photographs in the rain

Overcast skies give soft, even light, and rain makes for moody, romantic pictures. Tell your photographer you are happy to step outside for five minutes between showers.

Rain on a wedding day is said to bring good luck. With a good plan B, at least it will not bring stress.`,
  },
  {
    slug: 'engagement-to-aisle-checklist',
    title: 'From engagement to aisle: a 12-month checklist',
    author: 'Priya Raman',
    excerpt: 'What to book when, so the big decisions come first and the last month is for the details.',
    tags: ['Planning'],
    motif: 'stationery',
    body: `Twelve months is a comfortable planning time for most weddings. Here is what to do when, so the important bookings are made early and the last few weeks are calm.

## 12 to 10 months

- Agree your budget and rough guest numbers.
- Choose a season and shortlist venues; book the venue and date.
- Book the photographer and celebrant, who often fill their calendars first.

## 9 to 7 months

- Send save-the-dates, especially for destination weddings.
- Book the videographer, band or DJ, and caterer if the venue does not provide one.
- Start looking for your wedding attire; made-to-measure outfits need six months.

## 6 to 4 months

- Book florist, hair and make-up, cake and transport.
- Plan accommodation blocks for guests.
- In Australia, lodge your Notice of Intended Marriage with your celebrant.

## 3 to 2 months

- Send invitations eight to ten weeks before the day.
- Arrange rings and any alterations.
- Do hair and make-up trials and a menu tasting.

## The final month

- Chase RSVPs and confirm final numbers with your venue and caterer.
- Finish the seating plan and the running sheet, and send them to every supplier.
- Pay final balances and prepare envelopes for any cash payments.
- Break in your shoes and get some sleep.

The week of the wedding is for picking up the suit, delegating jobs and enjoying the people who have travelled to be with you.`,
  },
  {
    slug: 'destination-wedding-in-your-own-country',
    title: 'The destination wedding, closer to home',
    author: 'Tom Ngata',
    excerpt: 'The Whitsundays, Margaret River, Byron Bay, Queenstown: how to plan a destination wedding without passports, and what guests appreciate.',
    tags: ['Destination', 'Australia', 'New Zealand', 'Guests'],
    motif: 'venue',
    body: `A destination wedding turns a day into a long weekend with the people you love. You do not need to leave the country: Australia and New Zealand have some of the world's most sought-after wedding places within a short flight.

## Popular choices

- **Byron Bay and the Northern Rivers:** hinterland estates, beach ceremonies and a relaxed dress code.
- **Margaret River:** vineyards, forest and surf; autumn is particularly beautiful.
- **The Whitsundays and Port Douglas:** island resorts and reef views, best from May to October.
- **Queenstown and Wānaka:** mountain and lake backdrops, in snow or summer.
- **The Barossa and McLaren Vale:** historic cellars and long lunches.

## Look after your guests

Give people as much notice as you can — nine to twelve months — and a website with everything on one page: flights, accommodation blocks, transport from the airport and a weekend timeline. Choose a date that avoids school holidays if many guests have children, or embrace them and plan a family weekend.

## Work with local suppliers

Local suppliers know the light, the weather and the venues. They also save you travel fees. Use video calls for meetings and plan one planning trip six months out to see the venue, meet your celebrant and do a tasting.

## Plan more than the wedding

Guests travelling far appreciate a welcome drink the night before and a relaxed recovery breakfast or beach swim the day after. These need not be expensive, and they are often the parts of the weekend people remember most fondly.`,
  },
  {
    slug: 'micro-weddings-and-elopements',
    title: 'Small is beautiful: micro weddings and elopements',
    author: 'Mia Chen',
    excerpt: 'Twenty guests or two, a small wedding lets you spend on what matters to you. What to know about legal witnesses, venues and celebrations afterwards.',
    tags: ['Planning', 'Ceremony', 'Budget'],
    motif: 'celebrant',
    body: `Micro weddings — usually fewer than 30 guests — and elopements have become a considered choice rather than a compromise. With fewer people, you can choose an extraordinary place, a long lunch at a restaurant you love, or simply more time with each guest.

## What the law needs

In Australia you need an authorised celebrant, your Notice of Intended Marriage lodged at least one month ahead, and two witnesses over 18. Your photographer and celebrant's partner can be your witnesses if you elope on your own. New Zealand also requires two witnesses.

## Where to celebrate

Small numbers open doors that big weddings cannot: a private dining room, a clifftop with a permit from the local council, a national park (check permits and group limits), a vineyard's barrel room or a historic library. Many venues offer weekday packages for small groups at a fraction of the Saturday rate.

## Spend where it shows

With a smaller guest list you can choose a better photographer, a remarkable meal, beautiful flowers for a long table, or a night somewhere special. Some couples put what they save towards a house deposit, and nobody minds.

## Sharing it with everyone else

If friends and family could not all be there, consider a relaxed party a few weeks later: a backyard barbecue, a pub function room or a picnic. Show a slideshow of the photographs, cut a cake, and let the people you love celebrate with you without the formality.`,
  },
  {
    slug: 'feeding-your-guests-well',
    title: 'Feeding your guests well: banquet, share plates or food trucks?',
    author: 'Harriet Lane',
    excerpt: 'Alternate drop, share plates, grazing tables and food trucks compared: cost, timing and how each changes the feel of the reception.',
    tags: ['Reception', 'Budget'],
    motif: 'table',
    body: `Food sets the mood of a reception as much as music does. The style you choose changes how people move, talk and how long dinner takes.

## Plated or alternate drop

Two dishes served alternately around the table is the classic formal choice. It is predictable to cost, easy to time around speeches, and suits a seated dinner with a clear running order. Ask how the caterer handles dietary requirements — they should be plated separately, not picked out.

## Share plates

Large platters down the middle of long tables encourage conversation and feel generous. They need more serving ware and table space, so check the table widths, and plan for about 15 per cent more food than a plated meal.

## Cocktail style

A stand-up reception with substantial canapés and a few bowl-food rounds keeps the energy up and suits a smaller venue. It is not always cheaper: guests need around 12 to 15 pieces each over a four-hour evening, and you still need some seating for older guests.

## Food trucks and grazing tables

Relaxed and fun, especially for marquee and farm weddings. Check how long each truck takes to serve your number of guests — queues can stretch past 45 minutes — and whether you need power, water and council permits.

## Things couples forget

- Feed your suppliers: photographers, musicians and planners work long hours.
- A late-night snack, such as toasties or dumplings, is always appreciated.
- Drinks packages priced per hour can add up; ask about consumption-based options.`,
  },
];
