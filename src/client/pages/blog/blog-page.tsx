export function BlogPage() {
  return null;
}
