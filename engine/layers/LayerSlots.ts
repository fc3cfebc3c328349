/**
 * Layer ids of markers as small numbers, and which of them are hidden: the marker store keeps one
 * slot per marker in a typed column, so hiding a layer is one lookup per marker in the pass that
 * collects the drawn markers, never a walk that rewrites each marker of the layer. Slot 0 is "in
 * no layer" and is never hidden.
 */
export class LayerSlots {
  private readonly names: string[] = [''];
  private readonly slots = new Map<string, number>([['', 0]]);
  /** One entry per slot: 1 when hidden. */
  private hidden: number[] = [0];
  /** The hidden layer ids, so a slot made later starts hidden when its layer is. */
  private hiddenIds: ReadonlySet<string> = new Set();

  /** The slot of a layer id ('' is no layer), made on first use. */
  slot(name: string): number {
    let slot = this.slots.get(name);
    if (slot === undefined) {
      slot = this.names.length;
      this.names.push(name);
      this.slots.set(name, slot);
      this.hidden.push(this.hiddenIds.has(name) ? 1 : 0);
    }
    return slot;
  }

  /** The layer id of a slot ('' for none or an unknown slot). */
  name(slot: number): string {
    return this.names[slot] ?? '';
  }

  /** Whether markers of this slot are hidden. */
  isHidden(slot: number): boolean {
    return this.hidden[slot] === 1;
  }

  /** Hides exactly the markers of these layers; returns whether any slot changed. */
  setHidden(layerIds: ReadonlySet<string>): boolean {
    this.hiddenIds = new Set(layerIds);
    let changed = false;
    for (let slot = 1; slot < this.names.length; slot++) {
      const next = layerIds.has(this.names[slot] ?? '') ? 1 : 0;
      if (next !== this.hidden[slot]) changed = true;
      this.hidden[slot] = next;
    }
    return changed;
  }
}
