import { slugify } from '../../shared/slug';

/**
 * The places the marketplace covers: the two countries, their states (New Zealand's regions play the
 * part of states), and inside each state the wedding regions people search by. Each region lists real
 * localities with their postcodes: demo services get their addresses and map positions from these.
 * Coordinates are WGS84 degrees; populations are rounded recent estimates and decide how many demo
 * services land in a region.
 */

export type CountryCode = 'au' | 'nz';

export type CountrySeed = {
  code: CountryCode;
  name: string;
  paymentCurrency: string;
  paymentCurrencySymbol: string;
  paymentTaxName: string;
  flag: string;
};

export type LocalitySeed = { name: string; postcode: string; lat: number; lng: number };

export type RegionSeed = {
  name: string;
  regionCode: string;
  link: string;
  lat: number;
  lng: number;
  population: number;
  /** Telephone area code when it differs from the state's (the Wairarapa dials 06, Wellington 04). */
  phoneArea?: string;
  localities: LocalitySeed[];
};

export type StateSeed = {
  countryCode: CountryCode;
  name: string;
  stateCode: string;
  link: string;
  lat: number;
  lng: number;
  population: number;
  /** Landline area code without the trunk 0: '2' for NSW, '9' for Auckland. */
  phoneArea: string;
  regions: RegionSeed[];
};

export const countrySeeds: CountrySeed[] = [
  { code: 'au', name: 'Australia', paymentCurrency: 'aud', paymentCurrencySymbol: '$', paymentTaxName: 'GST', flag: '🇦🇺' },
  { code: 'nz', name: 'New Zealand', paymentCurrency: 'nzd', paymentCurrencySymbol: '$', paymentTaxName: 'GST', flag: '🇳🇿' },
];

type LocalityTuple = [name: string, postcode: string, lat: number, lng: number];

// Compact constructors keep the table below readable; links are always the slug of the name.
function region(
  name: string,
  regionCode: string,
  [lat, lng]: [number, number],
  population: number,
  localities: LocalityTuple[],
  extra: { phoneArea?: string } = {},
): RegionSeed {
  return {
    name,
    regionCode,
    link: slugify(name),
    lat,
    lng,
    population,
    ...extra,
    localities: localities.map(([localityName, postcode, localityLat, localityLng]) => ({
      name: localityName,
      postcode,
      lat: localityLat,
      lng: localityLng,
    })),
  };
}

function state(
  countryCode: CountryCode,
  name: string,
  stateCode: string,
  [lat, lng]: [number, number],
  population: number,
  phoneArea: string,
  regions: RegionSeed[],
): StateSeed {
  return { countryCode, name, stateCode, link: slugify(name), lat, lng, population, phoneArea, regions };
}

const australia: StateSeed[] = [
  state('au', 'New South Wales', 'NSW', [-32.16, 147.02], 8_470_000, '2', [
    region('Sydney', 'SYD', [-33.8688, 151.2093], 5_450_000, [
      ['Sydney', '2000', -33.8688, 151.2093],
      ['Mosman', '2088', -33.829, 151.244],
      ['Manly', '2095', -33.797, 151.285],
      ['Parramatta', '2150', -33.815, 151.001],
      ['Double Bay', '2028', -33.878, 151.243],
      ['Balmain', '2041', -33.858, 151.179],
      ['Palm Beach', '2108', -33.598, 151.323],
      ['Bondi Beach', '2026', -33.891, 151.277],
    ]),
    region('Hunter Valley', 'HUN', [-32.78, 151.29], 183_000, [
      ['Pokolbin', '2320', -32.78, 151.29],
      ['Lovedale', '2325', -32.77, 151.37],
      ['Broke', '2330', -32.751, 151.105],
      ['Cessnock', '2325', -32.834, 151.356],
      ['Rothbury', '2320', -32.72, 151.33],
      ['Wollombi', '2325', -32.938, 151.141],
      ['Maitland', '2320', -32.733, 151.558],
    ]),
    region('Blue Mountains', 'BMT', [-33.714, 150.312], 79_000, [
      ['Katoomba', '2780', -33.714, 150.312],
      ['Leura', '2780', -33.712, 150.331],
      ['Blackheath', '2785', -33.635, 150.285],
      ['Wentworth Falls', '2782', -33.71, 150.376],
      ['Mount Victoria', '2786', -33.588, 150.257],
      ['Springwood', '2777', -33.699, 150.564],
    ]),
    region('Southern Highlands', 'SHL', [-34.478, 150.418], 52_000, [
      ['Bowral', '2576', -34.478, 150.418],
      ['Mittagong', '2575', -34.449, 150.447],
      ['Moss Vale', '2577', -34.548, 150.371],
      ['Berrima', '2577', -34.488, 150.337],
      ['Robertson', '2577', -34.587, 150.597],
      ['Exeter', '2579', -34.613, 150.317],
    ]),
    region('Central Coast', 'CCO', [-33.425, 151.342], 350_000, [
      ['Gosford', '2250', -33.425, 151.342],
      ['Terrigal', '2260', -33.448, 151.445],
      ['Avoca Beach', '2251', -33.467, 151.434],
      ['The Entrance', '2261', -33.343, 151.498],
      ['Kincumber', '2251', -33.47, 151.39],
      ['Umina Beach', '2257', -33.523, 151.311],
      ['Wyong', '2259', -33.283, 151.424],
    ]),
    region('Byron Bay', 'BYR', [-28.647, 153.602], 36_000, [
      ['Byron Bay', '2481', -28.643, 153.612],
      ['Bangalow', '2479', -28.686, 153.524],
      ['Mullumbimby', '2482', -28.552, 153.5],
      ['Brunswick Heads', '2483', -28.541, 153.548],
      ['Newrybar', '2479', -28.722, 153.538],
      ['Federal', '2480', -28.653, 153.452],
    ]),
    region('South Coast', 'SCO', [-34.9, 150.6], 110_000, [
      ['Berry', '2535', -34.775, 150.695],
      ['Kangaroo Valley', '2577', -34.737, 150.531],
      ['Gerringong', '2534', -34.747, 150.828],
      ['Shoalhaven Heads', '2535', -34.851, 150.745],
      ['Nowra', '2541', -34.884, 150.6],
      ['Huskisson', '2540', -35.039, 150.67],
      ['Vincentia', '2540', -35.07, 150.675],
    ]),
    region('Mudgee', 'MDG', [-32.595, 149.588], 25_000, [
      ['Mudgee', '2850', -32.595, 149.588],
      ['Gulgong', '2852', -32.362, 149.532],
      ['Lue', '2850', -32.654, 149.843],
    ]),
    region('Newcastle & Port Stephens', 'NCL', [-32.85, 151.9], 460_000, [
      ['Newcastle', '2300', -32.927, 151.776],
      ['Merewether', '2291', -32.948, 151.743],
      ['Nelson Bay', '2315', -32.716, 152.15],
      ['Warners Bay', '2282', -32.972, 151.652],
      ['Morpeth', '2321', -32.725, 151.63],
    ]),
    region('Orange', 'ORG', [-33.284, 149.1], 45_000, [
      ['Orange', '2800', -33.284, 149.1],
      ['Millthorpe', '2798', -33.446, 149.186],
      ['Borenore', '2800', -33.25, 148.98],
      ['Molong', '2866', -33.093, 148.87],
    ]),
  ]),
  state('au', 'Victoria', 'VIC', [-36.85, 144.28], 6_960_000, '3', [
    region('Melbourne', 'MEL', [-37.8136, 144.9631], 5_200_000, [
      ['Melbourne', '3000', -37.8136, 144.9631],
      ['St Kilda', '3182', -37.868, 144.981],
      ['Fitzroy', '3065', -37.799, 144.978],
      ['Richmond', '3121', -37.823, 145.0],
      ['Williamstown', '3016', -37.858, 144.897],
      ['Brighton', '3186', -37.906, 144.999],
      ['Toorak', '3142', -37.841, 145.018],
    ]),
    region('Yarra Valley', 'YAR', [-37.66, 145.45], 40_000, [
      ['Healesville', '3777', -37.654, 145.514],
      ['Yarra Glen', '3775', -37.656, 145.374],
      ['Coldstream', '3770', -37.725, 145.379],
      ['Dixons Creek', '3775', -37.597, 145.414],
      ['Warburton', '3799', -37.753, 145.69],
    ]),
    region('Mornington Peninsula', 'MOR', [-38.37, 145.03], 170_000, [
      ['Red Hill', '3937', -38.378, 145.016],
      ['Sorrento', '3943', -38.339, 144.741],
      ['Flinders', '3929', -38.474, 145.019],
      ['Mornington', '3931', -38.217, 145.038],
      ['Main Ridge', '3928', -38.4, 144.98],
      ['Merricks North', '3926', -38.36, 145.08],
      ['Dromana', '3936', -38.333, 144.965],
    ]),
    region('Great Ocean Road', 'GOR', [-38.54, 143.98], 30_000, [
      ['Lorne', '3232', -38.541, 143.975],
      ['Torquay', '3228', -38.33, 144.326],
      ['Apollo Bay', '3233', -38.758, 143.671],
      ['Anglesea', '3230', -38.406, 144.186],
      ['Aireys Inlet', '3231', -38.464, 144.104],
    ]),
    region('Daylesford & Macedon Ranges', 'DMR', [-37.36, 144.35], 70_000, [
      ['Daylesford', '3460', -37.348, 144.143],
      ['Hepburn Springs', '3461', -37.316, 144.135],
      ['Woodend', '3442', -37.355, 144.527],
      ['Kyneton', '3444', -37.247, 144.455],
      ['Mount Macedon', '3441', -37.399, 144.585],
      ['Trentham', '3458', -37.389, 144.322],
      ['Gisborne', '3437', -37.49, 144.59],
    ]),
    region('Bellarine Peninsula', 'BEL', [-38.22, 144.55], 300_000, [
      ['Queenscliff', '3225', -38.267, 144.662],
      ['Portarlington', '3223', -38.116, 144.654],
      ['Drysdale', '3222', -38.172, 144.569],
      ['Barwon Heads', '3227', -38.274, 144.49],
      ['Ocean Grove', '3226', -38.26, 144.52],
      ['Geelong', '3220', -38.149, 144.361],
    ]),
    region('Ballarat', 'BAL', [-37.562, 143.85], 115_000, [
      ['Ballarat', '3350', -37.562, 143.85],
      ['Buninyong', '3357', -37.651, 143.884],
      ['Creswick', '3363', -37.424, 143.894],
      ['Learmonth', '3352', -37.42, 143.71],
    ]),
    region('High Country', 'HCY', [-36.73, 146.96], 30_000, [
      ['Bright', '3741', -36.729, 146.96],
      ['Porepunkah', '3740', -36.697, 146.909],
      ['Mount Beauty', '3699', -36.739, 147.17],
      ['Myrtleford', '3737', -36.56, 146.72],
    ]),
  ]),
  state('au', 'Queensland', 'QLD', [-22.49, 144.43], 5_560_000, '7', [
    region('Brisbane', 'BNE', [-27.4698, 153.0251], 2_700_000, [
      ['Brisbane City', '4000', -27.468, 153.028],
      ['New Farm', '4005', -27.467, 153.051],
      ['Paddington', '4064', -27.46, 152.999],
      ['South Brisbane', '4101', -27.48, 153.02],
      ['Toowong', '4066', -27.485, 152.992],
      ['Wynnum', '4178', -27.443, 153.173],
      ['Samford Valley', '4520', -27.37, 152.88],
    ]),
    region('Gold Coast', 'GCO', [-28.0167, 153.4], 700_000, [
      ['Surfers Paradise', '4217', -28.0, 153.43],
      ['Broadbeach', '4218', -28.034, 153.43],
      ['Burleigh Heads', '4220', -28.09, 153.45],
      ['Coolangatta', '4225', -28.168, 153.536],
      ['Main Beach', '4217', -27.978, 153.427],
      ['Tamborine Mountain', '4272', -27.92, 153.19],
      ['Currumbin', '4223', -28.136, 153.485],
    ]),
    region('Sunshine Coast', 'SSC', [-26.65, 153.07], 350_000, [
      ['Maroochydore', '4558', -26.66, 153.1],
      ['Mooloolaba', '4557', -26.682, 153.119],
      ['Caloundra', '4551', -26.8, 153.13],
      ['Maleny', '4552', -26.759, 152.851],
      ['Montville', '4560', -26.69, 152.89],
      ['Coolum Beach', '4573', -26.528, 153.09],
    ]),
    region('Noosa', 'NSA', [-26.39, 153.05], 57_000, [
      ['Noosa Heads', '4567', -26.394, 153.091],
      ['Sunshine Beach', '4567', -26.404, 153.107],
      ['Tewantin', '4565', -26.39, 153.034],
      ['Noosaville', '4566', -26.4, 153.06],
      ['Pomona', '4568', -26.366, 152.855],
      ['Cooroy', '4563', -26.418, 152.911],
      ['Eumundi', '4562', -26.477, 152.951],
    ]),
    region('Whitsundays', 'WHS', [-20.27, 148.72], 38_000, [
      ['Airlie Beach', '4802', -20.268, 148.718],
      ['Cannonvale', '4802', -20.277, 148.698],
      ['Proserpine', '4800', -20.4, 148.58],
      ['Shute Harbour', '4802', -20.29, 148.785],
    ]),
    region('Port Douglas & Cairns', 'PDC', [-16.7, 145.62], 260_000, [
      ['Cairns', '4870', -16.92, 145.77],
      ['Port Douglas', '4877', -16.484, 145.465],
      ['Palm Cove', '4879', -16.745, 145.672],
      ['Kuranda', '4881', -16.819, 145.638],
      ['Trinity Beach', '4879', -16.789, 145.697],
      ['Mossman', '4873', -16.46, 145.372],
    ]),
    region('Scenic Rim', 'SRM', [-28.03, 152.92], 45_000, [
      ['Beaudesert', '4285', -27.988, 152.998],
      ['Boonah', '4310', -28.0, 152.68],
      ['Canungra', '4275', -28.017, 153.166],
      ['Kooralbyn', '4285', -28.08, 152.84],
      ['Rathdowney', '4287', -28.21, 152.865],
    ]),
    region('Granite Belt', 'GRB', [-28.655, 151.935], 11_000, [
      ['Stanthorpe', '4380', -28.655, 151.935],
      ['Ballandean', '4382', -28.8, 151.84],
      ['Applethorpe', '4378', -28.62, 151.96],
      ['Severnlea', '4380', -28.7, 151.91],
    ]),
  ]),
  state('au', 'South Australia', 'SA', [-30.06, 135.8], 1_870_000, '8', [
    region('Adelaide', 'ADL', [-34.9285, 138.6007], 1_400_000, [
      ['Adelaide', '5000', -34.9285, 138.6007],
      ['Glenelg', '5045', -34.98, 138.515],
      ['North Adelaide', '5006', -34.906, 138.593],
      ['Norwood', '5067', -34.921, 138.632],
      ['Henley Beach', '5022', -34.92, 138.494],
      ['Unley', '5061', -34.95, 138.607],
    ]),
    region('Barossa Valley', 'BAR', [-34.53, 138.96], 25_000, [
      ['Tanunda', '5352', -34.523, 138.96],
      ['Nuriootpa', '5355', -34.47, 138.996],
      ['Angaston', '5353', -34.501, 139.046],
      ['Lyndoch', '5351', -34.6, 138.89],
      ['Seppeltsfield', '5355', -34.488, 138.92],
      ['Marananga', '5355', -34.49, 138.94],
    ]),
    region('McLaren Vale', 'MCV', [-35.22, 138.545], 25_000, [
      ['McLaren Vale', '5171', -35.219, 138.544],
      ['Willunga', '5172', -35.271, 138.554],
      ['McLaren Flat', '5171', -35.196, 138.593],
      ['Port Willunga', '5173', -35.262, 138.47],
      ['Aldinga Beach', '5173', -35.278, 138.458],
      ['Kangarilla', '5157', -35.15, 138.66],
    ]),
    region('Adelaide Hills', 'ADH', [-34.98, 138.78], 40_000, [
      ['Hahndorf', '5245', -35.029, 138.809],
      ['Stirling', '5152', -35.004, 138.715],
      ['Mount Barker', '5251', -35.067, 138.857],
      ['Lobethal', '5241', -34.903, 138.875],
      ['Crafers', '5152', -34.993, 138.7],
      ['Uraidla', '5142', -34.956, 138.744],
      ['Balhannah', '5242', -34.99, 138.82],
    ]),
    region('Clare Valley', 'CLV', [-33.83, 138.61], 9_000, [
      ['Clare', '5453', -33.834, 138.611],
      ['Sevenhill', '5453', -33.886, 138.63],
      ['Mintaro', '5415', -33.917, 138.72],
      ['Watervale', '5452', -33.96, 138.64],
      ['Auburn', '5451', -34.027, 138.685],
    ]),
    region('Victor Harbor & Fleurieu', 'FLE', [-35.55, 138.62], 30_000, [
      ['Victor Harbor', '5211', -35.552, 138.617],
      ['Port Elliot', '5212', -35.53, 138.68],
      ['Goolwa', '5214', -35.5, 138.78],
      ['Yankalilla', '5203', -35.46, 138.35],
    ]),
  ]),
  state('au', 'Western Australia', 'WA', [-25.33, 122.3], 2_950_000, '8', [
    region('Perth', 'PER', [-31.9523, 115.8613], 2_200_000, [
      ['Perth', '6000', -31.9523, 115.8613],
      ['Fremantle', '6160', -32.056, 115.747],
      ['Cottesloe', '6011', -31.995, 115.757],
      ['Subiaco', '6008', -31.949, 115.826],
      ['Kings Park', '6005', -31.96, 115.83],
      ['Scarborough', '6019', -31.894, 115.757],
    ]),
    region('Margaret River', 'MRV', [-33.8, 115.06], 40_000, [
      ['Margaret River', '6285', -33.955, 115.075],
      ['Yallingup', '6282', -33.645, 115.03],
      ['Dunsborough', '6281', -33.615, 115.106],
      ['Wilyabrup', '6280', -33.79, 115.03],
      ['Cowaramup', '6284', -33.853, 115.105],
      ['Prevelly', '6285', -33.98, 114.99],
    ]),
    region('Swan Valley', 'SWV', [-31.83, 116.0], 30_000, [
      ['Guildford', '6055', -31.9, 115.97],
      ['Henley Brook', '6055', -31.81, 115.99],
      ['Caversham', '6055', -31.87, 115.97],
      ['Herne Hill', '6056', -31.82, 116.02],
      ['Baskerville', '6056', -31.8, 116.03],
      ['Upper Swan', '6069', -31.77, 116.02],
    ]),
    region('Perth Hills', 'PHL', [-31.97, 116.1], 60_000, [
      ['Kalamunda', '6076', -31.975, 116.058],
      ['Mundaring', '6073', -31.902, 116.165],
      ['Darlington', '6070', -31.92, 116.08],
      ['Roleystone', '6111', -32.12, 116.07],
      ['Bickley', '6076', -32.0, 116.09],
    ]),
    region('Great Southern', 'GSO', [-34.98, 117.62], 40_000, [
      ['Albany', '6330', -35.023, 117.884],
      ['Denmark', '6333', -34.96, 117.353],
      ['Little Grove', '6330', -35.07, 117.87],
    ]),
  ]),
  state('au', 'Tasmania', 'TAS', [-42.02, 146.59], 575_000, '3', [
    region('Hobart', 'HBA', [-42.8821, 147.3272], 250_000, [
      ['Hobart', '7000', -42.8821, 147.3272],
      ['Battery Point', '7004', -42.89, 147.33],
      ['Sandy Bay', '7005', -42.9, 147.33],
      ['Richmond', '7025', -42.735, 147.438],
      ['Kingston', '7050', -42.976, 147.308],
      ['Huonville', '7109', -43.03, 147.05],
    ]),
    region('Launceston & Tamar Valley', 'LTV', [-41.35, 147.05], 110_000, [
      ['Launceston', '7250', -41.434, 147.137],
      ['Rosevears', '7277', -41.33, 147.08],
      ['Legana', '7277', -41.37, 147.05],
      ['Beaconsfield', '7270', -41.2, 146.82],
      ['Evandale', '7212', -41.57, 147.245],
      ['Exeter', '7275', -41.29, 146.95],
    ]),
    region('East Coast', 'ECO', [-42.1, 148.1], 7_000, [
      ['Swansea', '7190', -42.124, 148.075],
      ['Coles Bay', '7215', -42.125, 148.287],
      ['Bicheno', '7215', -41.876, 148.3],
    ]),
  ]),
  state('au', 'Northern Territory', 'NT', [-19.38, 133.36], 255_000, '8', [
    region('Darwin', 'DRW', [-12.4634, 130.8456], 150_000, [
      ['Darwin', '0800', -12.4634, 130.8456],
      ['Fannie Bay', '0820', -12.42, 130.835],
      ['Larrakeyah', '0820', -12.455, 130.83],
      ['Palmerston', '0830', -12.48, 130.98],
      ['Howard Springs', '0835', -12.497, 131.05],
    ]),
    region('Alice Springs', 'ASP', [-23.698, 133.88], 26_000, [
      ['Alice Springs', '0870', -23.698, 133.88],
      ['Desert Springs', '0870', -23.72, 133.87],
      ['Ilparpa', '0870', -23.77, 133.84],
    ]),
  ]),
  state('au', 'Australian Capital Territory', 'ACT', [-35.49, 149.0], 475_000, '2', [
    region('Canberra', 'CBR', [-35.2809, 149.13], 440_000, [
      ['Canberra', '2601', -35.2809, 149.13],
      ['Barton', '2600', -35.305, 149.14],
      ['Kingston', '2604', -35.315, 149.145],
      ['Braddon', '2612', -35.27, 149.135],
      ['Yarralumla', '2600', -35.3, 149.105],
      ['Acton', '2601', -35.28, 149.12],
    ]),
    region('Canberra Wine District', 'CWD', [-35.2, 149.1], 30_000, [
      ['Hall', '2618', -35.168, 149.068],
      ['Gungahlin', '2912', -35.185, 149.133],
      ['Pialligo', '2609', -35.31, 149.18],
    ]),
  ]),
];

const newZealand: StateSeed[] = [
  state('nz', 'Northland', 'NTL', [-35.5, 173.9], 194_000, '9', [
    region('Bay of Islands', 'BOI', [-35.28, 174.09], 30_000, [
      ['Paihia', '0200', -35.282, 174.091],
      ['Russell', '0202', -35.262, 174.122],
      ['Kerikeri', '0230', -35.227, 173.948],
      ['Opua', '0200', -35.313, 174.122],
    ]),
    region('Whangārei', 'WRE', [-35.725, 174.323], 95_000, [
      ['Whangārei', '0110', -35.725, 174.323],
      ['Tutukaka', '0173', -35.61, 174.53],
      ['Ngunguru', '0173', -35.62, 174.5],
    ]),
    region('Mangawhai', 'MGW', [-36.13, 174.58], 6_000, [
      ['Mangawhai', '0505', -36.128, 174.573],
      ['Mangawhai Heads', '0505', -36.09, 174.59],
      ['Kaiwaka', '0573', -36.16, 174.44],
    ]),
  ]),
  state('nz', 'Auckland', 'AUK', [-36.9, 174.8], 1_656_000, '9', [
    region('Auckland', 'AKL', [-36.8485, 174.7633], 1_500_000, [
      ['Auckland Central', '1010', -36.8485, 174.7633],
      ['Ponsonby', '1011', -36.85, 174.745],
      ['Parnell', '1052', -36.855, 174.78],
      ['Devonport', '0624', -36.83, 174.795],
      ['Mission Bay', '1071', -36.85, 174.83],
      ['Takapuna', '0622', -36.79, 174.77],
      ['Kumeu', '0810', -36.776, 174.556],
    ]),
    region('Waiheke Island', 'WHK', [-36.79, 175.05], 9_500, [
      ['Oneroa', '1081', -36.785, 175.01],
      ['Onetangi', '1081', -36.78, 175.08],
      ['Ostend', '1081', -36.8, 175.04],
      ['Surfdale', '1081', -36.79, 175.03],
    ]),
    region('Matakana', 'MTK', [-36.35, 174.72], 10_000, [
      ['Matakana', '0985', -36.35, 174.717],
      ['Warkworth', '0910', -36.4, 174.66],
      ['Leigh', '0985', -36.29, 174.8],
      ['Omaha', '0986', -36.33, 174.77],
      ['Snells Beach', '0920', -36.42, 174.73],
    ]),
  ]),
  state('nz', 'Waikato', 'WKO', [-38.0, 175.4], 499_000, '7', [
    region('Hamilton & Waikato', 'HLZ', [-37.787, 175.279], 180_000, [
      ['Hamilton', '3204', -37.787, 175.279],
      ['Cambridge', '3434', -37.885, 175.47],
      ['Te Awamutu', '3800', -38.01, 175.32],
      ['Raglan', '3225', -37.8, 174.87],
    ]),
    region('Coromandel', 'CMD', [-36.86, 175.75], 32_000, [
      ['Whitianga', '3510', -36.833, 175.7],
      ['Hahei', '3591', -36.84, 175.8],
      ['Hot Water Beach', '3591', -36.89, 175.82],
      ['Cooks Beach', '3591', -36.83, 175.73],
      ['Tairua', '3508', -37.0, 175.85],
    ]),
    region('Taupō', 'TPO', [-38.685, 176.07], 40_000, [
      ['Taupō', '3330', -38.685, 176.07],
      ['Acacia Bay', '3330', -38.7, 176.03],
      ['Kinloch', '3377', -38.66, 175.92],
      ['Wairakei', '3377', -38.62, 176.1],
    ]),
  ]),
  state('nz', 'Bay of Plenty', 'BOP', [-38.3, 176.7], 334_000, '7', [
    region('Rotorua', 'ROT', [-38.137, 176.25], 78_000, [
      ['Rotorua', '3010', -38.137, 176.25],
      ['Ngongotahā', '3010', -38.08, 176.21],
      ['Lake Okareka', '3076', -38.17, 176.36],
      ['Hamurana', '3097', -38.04, 176.26],
    ]),
    region('Tauranga', 'TRG', [-37.687, 176.167], 160_000, [
      ['Tauranga', '3110', -37.687, 176.167],
      ['Mount Maunganui', '3116', -37.64, 176.185],
      ['Papamoa', '3118', -37.72, 176.28],
      ['Te Puna', '3174', -37.68, 176.07],
      ['Ōmokoroa', '3114', -37.66, 176.05],
      ['Katikati', '3129', -37.55, 175.92],
    ]),
    region('Whakatāne', 'WKT', [-37.953, 176.99], 38_000, [
      ['Whakatāne', '3120', -37.953, 176.99],
      ['Ōhope', '3121', -37.97, 177.05],
      ['Matatā', '3194', -37.89, 176.75],
    ]),
  ]),
  state('nz', 'Gisborne', 'GIS', [-38.4, 177.9], 51_000, '6', [
    region('Gisborne', 'GIS', [-38.662, 178.018], 38_000, [
      ['Gisborne', '4010', -38.662, 178.018],
      ['Wainui', '4010', -38.69, 178.07],
      ['Manutuke', '4053', -38.68, 177.92],
      ['Patutahi', '4072', -38.62, 177.9],
    ]),
    region('Tolaga Bay & East Coast', 'TLG', [-38.3, 178.3], 5_000, [
      ['Tolaga Bay', '4077', -38.372, 178.297],
      ['Tokomaru Bay', '4079', -38.13, 178.31],
      ['Anaura Bay', '4077', -38.24, 178.31],
    ]),
  ]),
  state('nz', "Hawke's Bay", 'HKB', [-39.5, 176.6], 175_000, '6', [
    region('Napier & Hastings', 'NPH', [-39.56, 176.87], 140_000, [
      ['Napier', '4110', -39.49, 176.912],
      ['Hastings', '4122', -39.64, 176.84],
      ['Havelock North', '4130', -39.67, 176.88],
      ['Taradale', '4112', -39.535, 176.85],
      ['Clive', '4102', -39.58, 176.92],
      ['Te Awanga', '4102', -39.63, 176.98],
    ]),
    region("Central Hawke's Bay", 'CHB', [-39.95, 176.58], 15_000, [
      ['Waipukurau', '4200', -39.995, 176.556],
      ['Waipawa', '4210', -39.94, 176.59],
      ['Ōtāne', '4202', -39.89, 176.63],
    ]),
  ]),
  state('nz', 'Taranaki', 'TKI', [-39.3, 174.3], 125_000, '6', [
    region('New Plymouth', 'NPL', [-39.056, 174.075], 87_000, [
      ['New Plymouth', '4310', -39.056, 174.075],
      ['Ōakura', '4314', -39.12, 173.95],
      ['Inglewood', '4330', -39.155, 174.205],
      ['Waitara', '4320', -38.998, 174.235],
    ]),
    region('South Taranaki', 'STK', [-39.5, 174.3], 35_000, [
      ['Hāwera', '4610', -39.59, 174.28],
      ['Stratford', '4332', -39.34, 174.28],
      ['Eltham', '4322', -39.43, 174.3],
    ]),
  ]),
  state('nz', 'Manawatū-Whanganui', 'MWT', [-39.7, 175.6], 251_000, '6', [
    region('Palmerston North', 'PMR', [-40.352, 175.608], 110_000, [
      ['Palmerston North', '4410', -40.352, 175.608],
      ['Feilding', '4702', -40.225, 175.565],
      ['Ashhurst', '4810', -40.29, 175.755],
    ]),
    region('Whanganui', 'WAG', [-39.93, 175.05], 48_000, [
      ['Whanganui', '4500', -39.93, 175.05],
      ['Castlecliff', '4501', -39.94, 175.0],
      ['Marton', '4710', -40.07, 175.38],
    ]),
    region('Ruapehu', 'RUA', [-39.3, 175.42], 12_000, [
      ['Ohakune', '4625', -39.418, 175.4],
      ['National Park', '3948', -39.18, 175.4],
      ['Raetihi', '4632', -39.43, 175.28],
    ]),
  ]),
  state('nz', 'Wellington', 'WGN', [-41.0, 175.4], 521_000, '4', [
    region('Wellington', 'WLG', [-41.2865, 174.7762], 414_000, [
      ['Wellington Central', '6011', -41.2865, 174.7762],
      ['Thorndon', '6011', -41.275, 174.778],
      ['Oriental Bay', '6011', -41.29, 174.795],
      ['Kelburn', '6012', -41.285, 174.765],
      ['Eastbourne', '5013', -41.29, 174.9],
      ['Petone', '5012', -41.226, 174.87],
    ]),
    region(
      'Martinborough',
      'MTB',
      [-41.218, 175.459],
      50_000,
      [
        ['Martinborough', '5711', -41.218, 175.459],
        ['Greytown', '5712', -41.08, 175.46],
        ['Featherston', '5710', -41.115, 175.325],
        ['Carterton', '5713', -41.025, 175.53],
      ],
      { phoneArea: '6' },
    ),
    region('Kāpiti Coast', 'KAP', [-40.91, 175.0], 57_000, [
      ['Paraparaumu', '5032', -40.914, 175.006],
      ['Waikanae', '5036', -40.875, 175.065],
      ['Paekākāriki', '5034', -40.99, 174.95],
      ['Ōtaki', '5512', -40.755, 175.15],
    ]),
  ]),
  state('nz', 'Nelson Tasman', 'NSN', [-41.5, 172.8], 110_000, '3', [
    region('Nelson', 'NSN', [-41.271, 173.284], 75_000, [
      ['Nelson', '7010', -41.271, 173.284],
      ['Stoke', '7011', -41.31, 173.23],
      ['Richmond', '7020', -41.34, 173.185],
      ['Māpua', '7005', -41.255, 173.095],
      ['Tāhunanui', '7011', -41.285, 173.245],
    ]),
    region('Abel Tasman & Golden Bay', 'ATG', [-41.0, 172.95], 20_000, [
      ['Motueka', '7120', -41.11, 173.01],
      ['Kaiteriteri', '7197', -41.04, 173.02],
      ['Marahau', '7197', -41.0, 173.0],
      ['Tākaka', '7110', -40.855, 172.805],
    ]),
  ]),
  state('nz', 'Marlborough', 'MBH', [-41.7, 173.5], 49_000, '3', [
    region('Blenheim', 'BHE', [-41.514, 173.961], 32_000, [
      ['Blenheim', '7201', -41.514, 173.961],
      ['Renwick', '7204', -41.51, 173.83],
      ['Rapaura', '7273', -41.47, 173.89],
      ['Seddon', '7210', -41.67, 174.07],
    ]),
    region('Marlborough Sounds', 'MSD', [-41.29, 173.95], 8_000, [
      ['Picton', '7220', -41.293, 174.006],
      ['Havelock', '7100', -41.28, 173.77],
      ['Waikawa', '7220', -41.27, 174.04],
      ['Anakiwa', '7281', -41.26, 173.92],
    ]),
  ]),
  state('nz', 'West Coast', 'WTC', [-42.6, 171.2], 32_000, '3', [
    region('Greymouth & Punakaiki', 'GMN', [-42.3, 171.25], 14_000, [
      ['Greymouth', '7805', -42.45, 171.21],
      ['Runanga', '7803', -42.4, 171.25],
      ['Punakaiki', '7873', -42.11, 171.34],
    ]),
    region('Hokitika', 'HKK', [-42.717, 170.967], 13_000, [
      ['Hokitika', '7810', -42.717, 170.967],
      ['Kaniere', '7811', -42.75, 171.0],
      ['Ross', '7812', -42.9, 170.81],
    ]),
    region('Franz Josef Glacier', 'FJG', [-43.389, 170.183], 1_500, [
      ['Franz Josef', '7886', -43.389, 170.183],
      ['Fox Glacier', '7859', -43.464, 170.017],
      ['Whataroa', '7886', -43.26, 170.36],
    ]),
  ]),
  state('nz', 'Canterbury', 'CAN', [-43.5, 171.7], 656_000, '3', [
    region('Christchurch', 'CHC', [-43.5321, 172.6362], 400_000, [
      ['Christchurch Central', '8011', -43.5321, 172.6362],
      ['Fendalton', '8052', -43.52, 172.6],
      ['Merivale', '8014', -43.51, 172.62],
      ['Sumner', '8081', -43.57, 172.76],
      ['Lyttelton', '8082', -43.6, 172.72],
      ['Riccarton', '8041', -43.53, 172.59],
    ]),
    region('Akaroa & Banks Peninsula', 'AKA', [-43.75, 172.9], 9_000, [
      ['Akaroa', '7520', -43.8, 172.97],
      ['Little River', '7591', -43.77, 172.79],
      ['Duvauchelle', '7582', -43.75, 172.93],
      ['Diamond Harbour', '8971', -43.63, 172.73],
    ]),
    region('Waipara Valley', 'WPV', [-43.06, 172.75], 14_000, [
      ['Waipara', '7483', -43.06, 172.75],
      ['Amberley', '7410', -43.155, 172.73],
      ['Waikari', '7420', -42.97, 172.69],
    ]),
    region('Lake Tekapo & Mackenzie', 'TKP', [-44.05, 170.45], 5_000, [
      ['Lake Tekapo', '7945', -44.004, 170.48],
      ['Fairlie', '7925', -44.1, 170.83],
      ['Twizel', '7901', -44.26, 170.1],
    ]),
  ]),
  state('nz', 'Otago', 'OTA', [-45.4, 169.6], 246_000, '3', [
    region('Queenstown', 'ZQN', [-45.0312, 168.6626], 50_000, [
      ['Queenstown', '9300', -45.0312, 168.6626],
      ['Arrowtown', '9302', -44.94, 168.83],
      ['Frankton', '9300', -45.02, 168.73],
      ['Kelvin Heights', '9300', -45.05, 168.69],
      ['Gibbston', '9371', -45.02, 168.93],
      ['Glenorchy', '9372', -44.85, 168.39],
      ['Arthurs Point', '9371', -44.99, 168.67],
    ]),
    region('Wanaka', 'WKA', [-44.7, 169.13], 14_000, [
      ['Wānaka', '9305', -44.7, 169.13],
      ['Albert Town', '9305', -44.68, 169.19],
      ['Lake Hāwea', '9382', -44.61, 169.25],
      ['Cardrona', '9381', -44.87, 169.0],
    ]),
    region('Dunedin', 'DUD', [-45.8788, 170.5028], 130_000, [
      ['Dunedin', '9016', -45.8788, 170.5028],
      ['St Clair', '9012', -45.91, 170.49],
      ['Portobello', '9014', -45.85, 170.65],
      ['Port Chalmers', '9023', -45.815, 170.62],
      ['Mosgiel', '9024', -45.875, 170.35],
    ]),
    region('Central Otago', 'COT', [-45.1, 169.25], 25_000, [
      ['Cromwell', '9310', -45.04, 169.2],
      ['Bannockburn', '9384', -45.09, 169.16],
      ['Clyde', '9330', -45.19, 169.31],
      ['Alexandra', '9320', -45.25, 169.38],
    ]),
  ]),
  state('nz', 'Southland', 'STL', [-45.8, 168.1], 100_000, '3', [
    region('Invercargill', 'IVC', [-46.413, 168.354], 57_000, [
      ['Invercargill', '9810', -46.413, 168.354],
      ['Bluff', '9814', -46.6, 168.333],
      ['Otatara', '9879', -46.43, 168.29],
      ['Riverton', '9822', -46.35, 168.02],
    ]),
    region('Fiordland', 'FIO', [-45.414, 167.718], 3_500, [
      ['Te Anau', '9600', -45.414, 167.718],
      ['Manapōuri', '9679', -45.565, 167.61],
      ['Te Anau Downs', '9679', -45.19, 167.83],
    ]),
  ]),
];

export const stateSeeds: StateSeed[] = [...australia, ...newZealand];
