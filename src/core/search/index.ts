/** One record found by `GET /api/search` (docs/contracts.md "Record search"): the server's answer, the palette's input. */
export interface SearchHit {
  resource: string;
  id: number;
  title: string;
  subtitle?: string;
  /** 0…2: 1 for the whole text found as written (accents aside), plus its word similarity. */
  score: number;
  /** Found by its number ('#123', 'PED-0001'), not by words. */
  exact?: true;
}
