const countFormat = new Intl.NumberFormat('en-US');

/** What the count live region says: "1,204 places in view", "1 place in view", "No places in view". */
export function placesInViewText(count: number): string {
  if (count <= 0) return 'No places in view';
  if (count === 1) return '1 place in view';
  return `${countFormat.format(count)} places in view`;
}

/** What the focus live region says about the focused item. */
export function focusedItemText(item: { title: string; selected: boolean } | undefined): string {
  return item ? `${item.title}${item.selected ? ', selected' : ''}` : '';
}
