import type { DemoArticle } from './demo-article';

/** Demo inspiration articles, part two: venues and the suppliers who make the day. */
export const supplierArticles: DemoArticle[] = [
  {
    slug: 'questions-to-ask-your-venue',
    title: 'Fifteen questions to ask every wedding venue',
    author: 'Harriet Lane',
    excerpt: 'Capacity, curfews, corkage and cleaning: the questions that reveal what a venue quote really includes.',
    tags: ['Venues', 'Budget'],
    motif: 'venue',
    body: `A venue tour is exciting, and it is easy to fall for the view and forget to ask the practical questions. Take this list with you, and ask for the answers in writing.

## Money

1. What is included in the venue hire: tables, chairs, linen, cutlery, staff?
2. Is there a minimum spend or minimum guest number, and does it change by day or season?
3. What are the deposit and payment schedule, and what happens if we need to postpone?
4. Are there surcharges for Sundays, public holidays or long weekends?
5. Can we bring our own wine, and is there corkage or cakeage?

## Logistics

6. How many guests fit seated, and with a dance floor?
7. What time can suppliers arrive to set up, and when must everything be packed away?
8. Is there a curfew or a noise limit for music?
9. Where is the wet-weather option, and when do we have to decide?
10. Is there accessible parking, and step-free access for older guests?

## People

11. Will we have a dedicated coordinator on the day?
12. Do you require us to use your preferred suppliers?
13. Is accommodation available on site or nearby?

## The small print

14. What insurance do suppliers need to work here?
15. Are there restrictions on confetti, candles, sparklers or fixing things to walls?

Visit at the time of day your ceremony will be, if you can. The light, the traffic and the temperature will all be different from a mid-morning tour.`,
  },
  {
    slug: 'vineyard-weddings',
    title: 'Why we love a vineyard wedding',
    author: 'Mia Chen',
    excerpt: 'Rows of vines, a cellar-door long table and wine chosen by the people who made it. What to know before you book.',
    tags: ['Venues', 'Australia', 'New Zealand'],
    motif: 'venue',
    body: `From the Hunter Valley and the Yarra Valley to Martinborough and Central Otago, wineries make some of the loveliest wedding venues in Australia and New Zealand. The views are wide, the food is usually excellent and the wine list takes care of itself.

## Timing and light

Vineyards are beautiful year-round but change with the seasons: bright green in spring, heavy with fruit in late summer, gold and copper in autumn, and bare and sculptural in winter. Vintage, roughly February to April, is the busiest time for the winery itself; ask whether it affects access or noise.

## Getting guests there and home

Most wineries are a drive from town, and nobody should drive home after a wedding. Book a bus or shuttle early — in busy regions they are reserved months ahead — and share the times on your invitations.

## The wine itself

Many wineries offer packages with their own wines only. Ask to taste them with the menu. If you love a particular sparkling or dessert wine, it may be available by the bottle on top of the package.

## Practical points

- Weather can change quickly in the hills; plan shade and warmth.
- Vineyard rows look wonderful in photographs, but heels and soft soil do not mix.
- Some wineries are on working farms with restrictions on music volume and finishing time.
- Ask where the ceremony will be if it is windy: an exposed hilltop looks wonderful until the veil takes off.

A vineyard wedding suits couples who want a relaxed, generous celebration where the setting does most of the decorating for them.`,
  },
  {
    slug: 'seasonal-wedding-flowers',
    title: 'Seasonal wedding flowers in Australia and New Zealand',
    author: 'Priya Raman',
    excerpt: 'Choosing flowers that are in season locally looks better, lasts longer and costs less. A month-by-month guide to what blooms when.',
    tags: ['Flowers', 'Seasons'],
    motif: 'flowers',
    body: `The most beautiful arrangements usually use flowers at their seasonal peak. Local, in-season blooms are fresher, cope better on a warm day and cost less than flowers flown across the world.

## Spring

Spring is a florist's delight: peonies (from late October, briefly and expensively), ranunculus, sweet peas, tulips, lilac, blossom branches, anemones and early garden roses. Native waratahs flower in spring too, and make a bold statement in a bouquet.

## Summer

Garden roses, dahlias, hydrangeas, cosmos, lisianthus and delphiniums are abundant. For heat, choose hardy blooms and keep bouquets in water until the last moment. Australian natives such as kangaroo paw and flannel flowers handle the heat well.

## Autumn

Rich colours arrive: dahlias at their best, chrysanthemums, amaranthus, autumn foliage, rose hips, berries and dried grasses. Autumn arrangements suit rust, burgundy and caramel palettes.

## Winter

Winter brings hellebores, camellias, paperwhites, wattle (in late winter), proteas, banksias and leucadendrons. Native and dried elements give texture when the choice of fresh flowers narrows.

## Making it go further

- Move ceremony arrangements to the reception; your florist can plan for it.
- Use foliage generously; eucalyptus, olive and native greenery are affordable and elegant.
- Give your florist a palette and a feeling rather than a list of exact flowers.
- Avoid floral foam; ask your florist about reusable mechanics.`,
  },
  {
    slug: 'working-with-your-florist',
    title: 'How to work with your florist',
    author: 'Priya Raman',
    excerpt: 'What to bring to your first meeting, how floral quotes are built, and where a little flexibility saves a lot.',
    tags: ['Flowers', 'Budget'],
    motif: 'flowers',
    body: `A florist does much more than arrange flowers. They design the feel of your ceremony and reception, source blooms from growers and markets, and set up and pack down on the day.

## Before the first meeting

Bring pictures of your venue, your outfits or fabric swatches, and a handful of arrangements you love — and a few you do not. Knowing what you dislike is just as useful. Have your guest numbers and table layout roughly in mind.

## How quotes are built

Florists usually quote per item: bridal bouquet, attendants' bouquets, buttonholes, ceremony arbour, aisle arrangements and centrepieces. Delivery, set-up and pack-down are often separate lines, and late-night pack-downs may cost more. Hire items such as vases and candle holders may be included or charged per piece.

## Where flexibility helps

Let your florist choose the exact flowers within your palette. They will buy what is best that week, and you will get more for your money than if you insist on one particular variety. Big statement pieces — an arbour, a hanging installation — have more impact than many small arrangements.

## On the day

Your florist needs access to the venue for set-up, sometimes hours before the ceremony. Check the venue's bump-in times, and make sure someone knows which arrangements move from the ceremony to the reception.

## After the wedding

Ask whether your bouquet can be dried or pressed, and arrange for someone to take the centrepieces home or to a local hospice or aged-care home.`,
  },
  {
    slug: 'choosing-a-wedding-photographer',
    title: 'Choosing a wedding photographer you will thank later',
    author: 'Tom Ngata',
    excerpt: 'Look at full galleries, not highlights. How to read a portfolio, what packages include, and why you should like them as a person.',
    tags: ['Photography'],
    motif: 'photographer',
    body: `Years from now, your photographs will be how you remember the day. A photographer's style, personality and reliability all matter.

## Look at full galleries

Every photographer's website shows their best twenty pictures. Ask to see two or three complete wedding galleries, ideally one in similar light or at a similar venue to yours. A full gallery shows how they handle family groups, dark reception rooms and the moments in between.

## Understand their style

Some photographers are documentary, quietly capturing what happens; others direct more, arranging posed portraits. Many do both. Editing styles vary too, from light and airy to moody and rich. Choose a style that will still feel like you in twenty years.

## What packages include

Compare hours of coverage, a second photographer, an engagement session, the number of edited images (or whether there is a limit at all), delivery time, and whether albums are included. Most photographers deliver an online gallery within six to ten weeks.

## Meet them

You will spend more time with your photographer on the day than with almost anyone else. Have a video call or coffee. Do they listen? Do they put you at ease? A photographer who makes you laugh will take better pictures of you.

## Check the practical things

Ask about backup equipment, how images are stored, public liability insurance, and what happens if they are unwell on the day. A professional will have answers to all of these.`,
  },
  {
    slug: 'camera-shy-couples',
    title: 'Camera-shy? A guide for couples who hate having their photo taken',
    author: 'Tom Ngata',
    excerpt: 'You do not need to be a natural in front of the camera. Practical ways to relax and look like yourselves.',
    tags: ['Photography'],
    motif: 'photographer',
    body: `Plenty of couples feel awkward in front of a camera. The good news is that great wedding photographs rarely come from posing; they come from feeling comfortable.

## Do an engagement session

An hour with your photographer before the wedding, somewhere you enjoy, is the single best cure for camera nerves. You will learn how they work, and on the day they will feel like a friend rather than a stranger with a lens.

## Give yourselves something to do

Walking, talking, whispering a joke, dancing slowly: movement looks natural and gives your hands somewhere to go. Tell your photographer you would rather be prompted than posed — "tell each other your favourite part of today" works wonders.

## Keep the portrait time short

Twenty to thirty minutes of portraits is plenty, split into two short sessions if you like. Golden hour, just before sunset, gives the most flattering light in the least time.

## Bring a friend

Some couples relax with a close friend nearby to make them laugh. Others prefer to be completely alone with the photographer. Say which you prefer.

## Trust the process

Your photographer has seen every nervous couple before. They know your good side, they know how to hide a double chin, and they will take hundreds of frames so that the few with your eyes closed never make the gallery.`,
  },
  {
    slug: 'why-book-a-videographer',
    title: 'Why book a wedding videographer?',
    author: 'Sophie Whitaker',
    excerpt: 'Voices, vows, speeches and the way people move: what a film captures that photographs cannot, and how to choose between a highlights film and full coverage.',
    tags: ['Videography'],
    motif: 'videographer',
    body: `Many couples say the supplier they most wish they had booked is a videographer. Photographs hold a moment still; a film keeps the sound of your vows, your father's speech and your friends on the dance floor.

## Types of wedding film

- **Highlights film:** three to eight minutes set to music, with snippets of vows and speeches. The one you will share.
- **Feature film:** 20 to 40 minutes telling the story of the day in more depth.
- **Full ceremony and speeches:** unedited or lightly edited recordings, invaluable for family who could not attend.

Many videographers offer packages combining all three.

## How it works with your photographer

Videographers and photographers share the same moments, so they must work together rather than compete for the best spot. Ask whether they have worked together before, and introduce them before the day.

## Audio matters most

Good sound turns a nice film into a treasured one. Ask how they record vows and speeches: a small microphone on the celebrant and the groom, and a feed from the venue's sound system, are common.

## Drones and permissions

Aerial footage can be beautiful, but drone operators need the right licences, and some venues and national parks do not allow drones. Check both.

## Budget tip

If a full package is out of reach, consider a short highlights film with ceremony coverage only. It keeps the most precious sound of the day: the two of you making your promises.`,
  },
  {
    slug: 'cakes-for-warm-weather',
    title: 'Wedding cakes that survive an Australian summer',
    author: 'Harriet Lane',
    excerpt: 'Buttercream, ganache or fondant? How to choose a cake that holds its shape in the heat, and alternatives couples love.',
    tags: ['Cakes', 'Seasons'],
    motif: 'cakes',
    body: `A summer wedding cake has a hard job: it must look beautiful and stand for hours in a warm marquee. A little planning with your baker makes all the difference.

## Choose the right finish

- **Ganache** (chocolate and cream) sets firm and copes best with warmth. It can be covered in fondant or decorated directly.
- **Buttercream** is soft and delicious but begins to soften above about 25 degrees. Swiss meringue buttercream is more stable than American.
- **Fondant** gives a smooth, formal finish but can sweat in humidity.
- **Naked and semi-naked cakes** look relaxed and rustic but dry out if displayed too long.

## Where and when to display it

Keep the cake out of direct sun and away from heaters, lights and the dance floor. Ask your venue for a cool room and bring the cake out shortly before cutting. Many bakers deliver and set up late in the afternoon for this reason.

## Fresh flowers on cakes

Flowers make cakes beautiful, but not every flower is safe near food. Your baker and florist should agree on which blooms are used and how the stems are wrapped.

## Alternatives couples love

A small cutting cake with a kitchen sheet cake behind the scenes saves money. Dessert tables, doughnut walls, croquembouche, pavlova and a cheese tower are all popular. A cheese "cake" of stacked wheels suits autumn and winter particularly well.

## The cake as dessert

If the cake is served as dessert, tell your caterer so they can plate it with cream or berries — and ask about cakeage if you bring it from outside.`,
  },
  {
    slug: 'photo-booths-guests-love',
    title: 'Photo booths guests actually love',
    author: 'Mia Chen',
    excerpt: 'Open-air booths, instant prints and a guest book to keep: how to make a photo booth part of the party rather than a corner nobody visits.',
    tags: ['Photo Booths', 'Reception'],
    motif: 'photo_booth',
    body: `A photo booth can be the busiest corner of your reception, or an unloved box by the bathrooms. The difference is usually in the details.

## Choose the style

Open-air booths, with a backdrop rather than an enclosed cubicle, fit bigger groups and show the venue behind. Enclosed booths feel more private and playful. Mirror booths and 360-degree video platforms suit a party crowd.

## Placement is everything

Put the booth where guests naturally gather — near the bar or the dance floor — and open it after dinner, when people have relaxed. Make sure there is power and enough light, and leave room for a queue that does not block waiters.

## Make it personal

A custom print design with your names and date, a backdrop that matches your flowers, and a few good props — not a crate of novelty hats — lift the whole experience. A guest book where people stick a copy of their print and write a message becomes a keepsake you will actually look at.

## What to ask suppliers

- How many hours are included, and is there an attendant?
- Are prints unlimited, and how quickly do they print?
- Will we receive all the digital files, and how?
- How much space and power do you need?

## Budget alternatives

A well-lit backdrop with a ring light and a tablet running a photo-booth app, or a disposable camera on each table, gives a similar spirit for a fraction of the price.`,
  },
  {
    slug: 'styling-your-reception-tables',
    title: 'Styling your reception tables',
    author: 'Priya Raman',
    excerpt: 'Long tables or rounds, candles and linen, names and menus: a guide to tables that look considered and leave room for dinner.',
    tags: ['Reception', 'Flowers'],
    motif: 'table',
    body: `Your guests will spend three or four hours at their tables, so it is worth making them both beautiful and comfortable.

## Long tables or rounds

Long banquet tables feel generous and communal, and photograph beautifully down their length. Round tables make conversation easier across the table and suit larger venues. Many couples mix both: a long head table and rounds for guests, or the other way around.

## Layers that work

1. **Linen.** A tablecloth or runner in a soft colour sets the tone. Linen napkins are worth the hire cost.
2. **Flowers.** Keep centrepieces below eye level or tall enough to see beneath. Bud vases in clusters are affordable and easy to move.
3. **Light.** Candles make every room lovelier. Check the venue's rules; many require enclosed flames.
4. **Place settings.** A name card, a printed menu and perhaps a sprig of rosemary or a small favour.

## Leave room for dinner

Share plates need space. Ask your caterer how much of the table the food will take, and scale styling down to fit. Nothing should sit where a platter needs to go.

## Seating plans

Group guests who know each other, seat older relatives away from speakers, and put children near the doors. A clear table plan at the entrance, with names in alphabetical order, gets everyone seated in minutes.

## The small touches

Think about a glass of water already poured, a shawl basket on cold evenings, and a small card explaining the dinner order so guests know when to pace themselves.`,
  },
  {
    slug: 'music-for-ceremony-and-reception',
    title: 'Music for your ceremony and reception',
    author: 'Sophie Whitaker',
    excerpt: 'Strings, acoustic duos, bands or a DJ: matching music to each part of the day, and the songs you will need to choose.',
    tags: ['Ceremony', 'Reception'],
    motif: 'celebrant',
    body: `Music shapes the feeling of each part of the day, from a hushed ceremony to a packed dance floor.

## The ceremony

You will need songs for four moments: while guests arrive, the processional (the walk down the aisle), the signing of the register, and the recessional as you leave married. Live strings or an acoustic duo suit most ceremonies; a good speaker and a friend with a playlist work too. Ask whether the venue provides power outdoors.

## Drinks and dinner

Keep music during canapés and dinner relaxed and at conversation volume. Jazz, acoustic covers or a carefully curated playlist let people talk and hear the speeches.

## The dance floor

A band brings energy and a sense of occasion; a DJ offers endless variety and reads the room. Some couples book both, with the DJ playing between band sets. Give them a list of must-plays and, just as importantly, do-not-plays.

## Practical questions

- How long are the sets, and what plays during breaks?
- Do they bring microphones and a PA for speeches?
- How much space and power do they need?
- Will they announce your entrance and first dance?

## Licensing and noise limits

Venues near homes often have strict noise limits and finishing times. Ask your musicians whether they have played the venue before; they will know the limits and how to sound good within them.`,
  },
  {
    slug: 'wedding-day-emergency-kit',
    title: 'The wedding day emergency kit',
    author: 'Harriet Lane',
    excerpt: 'Safety pins, sunscreen, a phone charger and a snack: the small bag that saves the day, and who should carry it.',
    tags: ['Planning', 'Guests'],
    motif: 'stationery',
    body: `Every wedding has small mishaps: a broken strap, a blister, a bridesmaid who forgot to eat. An emergency kit in a calm person's bag fixes almost all of them.

## What to pack

- Safety pins, a small sewing kit and fabric tape
- Stain remover pen and a lint roller
- Plasters and blister pads, painkillers and antihistamines
- Sunscreen, insect repellent and tissues
- Bobby pins, hairspray and a small mirror
- Deodorant, mints and lip balm
- A phone charger and power bank
- Scissors, cable ties and sticky tape
- Water bottles and muesli bars
- Copies of the running sheet and suppliers' phone numbers
- Cash in envelopes for any final payments or tips

## Who should carry it

Give the kit to someone who will be near you all day but not in every photograph: a maid of honour, a best man, a calm aunt or your planner. Tell them what is in it and where it will be.

## The things no kit can fix

Eat breakfast. Drink water. Wear shoes you have walked in before. And when something does go wrong, remember that guests rarely notice; what they remember is whether the two of you looked happy. Let the small things go, and enjoy the day.`,
  },
];
