interface Props<M extends string> {
  /** Prefix of the tab and panel ids. */
  id: string;
  label: string;
  methods: { value: M; label: string }[];
  current: M;
  onChange: (method: M) => void;
}

/** The choice between two ways of doing the same thing (password or SMS, user name or mobile). */
export function MethodTabs<M extends string>({ id, label, methods, current, onChange }: Props<M>) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {methods.map((method) => (
        <button
          key={method.value}
          className="tabs__tab"
          type="button"
          role="tab"
          id={`${id}-tab-${method.value}`}
          aria-selected={current === method.value}
          aria-controls={`${id}-panel`}
          onClick={() => onChange(method.value)}
        >
          {method.label}
        </button>
      ))}
    </div>
  );
}
