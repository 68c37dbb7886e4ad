export default function TermsPage() {
  return null;
}
