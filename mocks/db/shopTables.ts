/** The shop (issue 17): category 1 "Equipment" and products 7001 to 7003 of the contract. */
export interface MockShopProduct {
  product_id: number;
  category_id: number;
  sub_category_id: number;
  title: string;
  description: string;
  price: number;
  stock: number;
  images: string[];
  options: string[];
  featured: boolean;
}

export interface MockShopCategory {
  category_id: number;
  name: string;
  sub_categories: { sub_category_id: number; name: string }[];
}

export interface MockShopOrder {
  order_number: string;
  user_id: number;
  email: string;
  items: { product_id: number; quantity: number; price: number }[];
  total: number;
  address: Record<string, string>;
  at: string;
}

export interface ShopTables {
  shopCategories: MockShopCategory[];
  shopProducts: MockShopProduct[];
  /** "notify me" requests for products out of stock. */
  shopStockNotices: { product_id: number; email: string }[];
  shopOrders: MockShopOrder[];
  shopNewsletter: string[];
  /** country_state: countries with their counties (the UK only: UK postcodes only). */
  shopCountries: {
    country_id: number;
    name: string;
    code: string;
    states: { state_id: number; name: string }[];
  }[];
}

const UK_COUNTIES = [
  'Bedfordshire',
  'Berkshire',
  'Bristol',
  'Buckinghamshire',
  'Cambridgeshire',
  'Cheshire',
  'Cornwall',
  'Cumbria',
  'Derbyshire',
  'Devon',
  'Dorset',
  'Durham',
  'East Sussex',
  'Essex',
  'Gloucestershire',
  'Greater London',
  'Greater Manchester',
  'Hampshire',
  'Hertfordshire',
  'Kent',
  'Lancashire',
  'Leicestershire',
  'Lincolnshire',
  'Merseyside',
  'Norfolk',
  'North Yorkshire',
  'Northamptonshire',
  'Nottinghamshire',
  'Oxfordshire',
  'Somerset',
  'Staffordshire',
  'Suffolk',
  'Surrey',
  'Tyne and Wear',
  'Warwickshire',
  'West Midlands',
  'West Sussex',
  'West Yorkshire',
  'Wiltshire',
  'Worcestershire',
  'Scotland',
  'Wales',
  'Northern Ireland',
];

export function seedShopTables(): ShopTables {
  return {
    shopCategories: [
      {
        category_id: 1,
        name: 'Equipment',
        sub_categories: [
          { sub_category_id: 11, name: 'Strength' },
          { sub_category_id: 12, name: 'Yoga and mobility' },
        ],
      },
      {
        category_id: 2,
        name: 'Recovery',
        sub_categories: [{ sub_category_id: 21, name: 'Massage' }],
      },
    ],
    shopProducts: [
      {
        product_id: 7001,
        category_id: 1,
        sub_category_id: 11,
        title: 'Resistance band set',
        description:
          'Three latex-free bands (light, medium, heavy) for glutes, arms and mobility work at home. Comes with a carry pouch.',
        price: 14.99,
        stock: 25,
        images: ['/images/shop-bands.svg'],
        options: ['Light, medium and heavy'],
        featured: true,
      },
      {
        product_id: 7002,
        category_id: 1,
        sub_category_id: 12,
        title: 'Yoga mat',
        description: 'A 6 mm non-slip mat for yoga, Pilates and floor work, with a carry strap.',
        price: 24.99,
        stock: 0,
        images: ['/images/shop-mat.svg'],
        options: ['Teal'],
        featured: true,
      },
      {
        product_id: 7003,
        category_id: 1,
        sub_category_id: 11,
        title: 'Kettlebell 8 kg',
        description: 'A cast-iron kettlebell with a wide handle for swings, squats and presses.',
        price: 29.99,
        stock: 8,
        images: ['/images/shop-kettlebell.svg'],
        options: ['8 kg'],
        featured: false,
      },
      {
        product_id: 7004,
        category_id: 2,
        sub_category_id: 21,
        title: 'Foam roller',
        description:
          'A firm 33 cm foam roller for easing tight calves, quads and back after a workout.',
        price: 19.99,
        stock: 12,
        images: ['/images/shop-roller.svg'],
        options: ['Black'],
        featured: false,
      },
    ],
    shopStockNotices: [],
    shopOrders: [],
    shopNewsletter: [],
    shopCountries: [
      {
        country_id: 230,
        name: 'United Kingdom',
        code: 'GB',
        states: UK_COUNTIES.map((name, index) => ({ state_id: 1000 + index, name })),
      },
    ],
  };
}
