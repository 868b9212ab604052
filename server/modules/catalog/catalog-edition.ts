// Which dramas are listed changes only when operators edit the catalog: the sitemap (cached for minutes) compares
// this edition with the one it was built at and rebuilds at once after an edit, in this process.
export class CatalogEdition {
  private edition = 0;

  get value(): number {
    return this.edition;
  }

  markEdited(): void {
    this.edition += 1;
  }
}
