/** A page a visitor can reach, as the sitemap lists it. */
export type PublicPage = { path: string; lastModified: Date };
