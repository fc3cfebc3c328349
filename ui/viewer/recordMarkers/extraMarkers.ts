/** What the kept ids are handed to: the record markers of the moment. */
interface ExtraMarkersTarget {
  alsoShow(recordIds: readonly string[] | null): void;
}

/**
 * The records whose markers show besides the ones the query matches (the nearest stores outside
 * a search's radius), kept apart from any one set of record markers. The markers are rebuilt
 * whenever the map's options or records change, and whoever asked for the extra markers is not
 * told: each new set is handed the ids here, so the extra markers stay on the map.
 */
export class ExtraRecordMarkers {
  private ids: readonly string[] | null = null;
  private target: ExtraMarkersTarget | null = null;

  /** Shows these records' markers too, now and on every set attached later; null stops. */
  alsoShow(recordIds: readonly string[] | null): void {
    this.ids = recordIds;
    this.target?.alsoShow(recordIds);
  }

  /** Hands the kept ids to a new set of record markers; the returned function lets it go. */
  attach(target: ExtraMarkersTarget): () => void {
    this.target = target;
    if (this.ids) target.alsoShow(this.ids);
    return () => {
      if (this.target === target) this.target = null;
    };
  }
}
