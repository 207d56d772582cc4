// Big figures with a label under each ("$14,000+ raised", "20+ Events This Year").
export function StatTiles({ items }: { items: { value: string; label: string }[] }) {
  return (
    <ul className="stat-tiles">
      {items.map((item) => (
        <li key={item.label} className="stat-tile">
          <span className="stat-tile__value">{item.value}</span>
          <span className="stat-tile__label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
