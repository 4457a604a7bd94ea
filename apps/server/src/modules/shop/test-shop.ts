/** A shop order as the shop's orders/create webhook sends it (the fields Brigade reads, and some it does not). */
export function shopOrderFixture(o: {
  id: number;
  email: string;
  variantId: number;
  zip?: string;
  first?: string;
  last?: string;
  start?: string;
}) {
  const [first, last] = [
    o.first ?? capitalised(o.email.split(/[.@]/)[0]!),
    o.last ?? capitalised(o.email.split(/[.@]/)[1]!),
  ];
  const address = {
    first_name: first,
    last_name: last,
    name: `${first} ${last}`,
    address1: 'Langstrasse 12',
    address2: null,
    city: 'Zürich',
    zip: o.zip ?? '8004',
    province: 'Zürich',
    country: 'Switzerland',
    country_code: 'CH',
    phone: '+41 79 555 12 34',
    company: null,
    latitude: 47.3785,
    longitude: 8.5262,
  };
  return {
    id: o.id,
    admin_graphql_api_id: `gid://shopify/Order/${o.id}`,
    name: `#${o.id}`,
    email: o.email,
    phone: null,
    created_at: '2026-11-25T09:00:00+01:00',
    updated_at: '2026-11-25T09:00:00+01:00',
    cancelled_at: null,
    currency: 'CHF',
    total_price: '289.00',
    note: 'Please leave at the door',
    tags: '',
    customer: { id: o.id + 100, email: o.email, first_name: first, last_name: last, phone: null },
    billing_address: address,
    shipping_address: address,
    line_items: [
      {
        id: o.id * 10 + 1,
        product_id: 9000 + o.variantId,
        variant_id: o.variantId,
        title: 'LEAN programme',
        variant_title: '2 weeks',
        sku: `LEAN-${o.variantId}`,
        quantity: 1,
        price: '289.00',
        properties: [{ name: 'Start date', value: o.start ?? '2026-12-07' }],
      },
    ],
    shipping_lines: [],
  };
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
