/** Two columns from the small breakpoint on, one below: the grid of the customer page's sections. */
export const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
} as const;
