export function BlogArticlePage() {
  return null;
}
