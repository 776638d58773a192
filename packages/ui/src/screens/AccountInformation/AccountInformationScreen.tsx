export function AccountInformationScreen() {
  return <h1>Account Information</h1>;
}
