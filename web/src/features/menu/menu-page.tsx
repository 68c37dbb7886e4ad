export default function MenuPage() {
  return null;
}
