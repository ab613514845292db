export function ServiceDetailPage() {
  return null;
}
