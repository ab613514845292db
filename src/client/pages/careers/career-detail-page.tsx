export function CareerDetailPage() {
  return null;
}
