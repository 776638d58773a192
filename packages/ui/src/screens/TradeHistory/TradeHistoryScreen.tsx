export function TradeHistoryScreen() {
  return <h1>Trade History</h1>;
}
