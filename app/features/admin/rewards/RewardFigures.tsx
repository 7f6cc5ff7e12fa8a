import { useTranslation } from "react-i18next";

export type RewardFiguresData = {
  viewsLastDay: number;
  creditsLastDay: number;
  creditsSpentLastDay: number;
  activeFilters: number;
};

/** The last day's credited views, credits earned and spent, and the filters running now. */
export function RewardFigures(props: { figures: RewardFiguresData }) {
  const { t } = useTranslation("adminRewards");
  const items = [
    ["views", props.figures.viewsLastDay],
    ["credits", props.figures.creditsLastDay],
    ["spent", props.figures.creditsSpentLastDay],
    ["filters", props.figures.activeFilters],
  ] as const;
  return (
    <section className="admin-panel" aria-labelledby="reward-figures-title">
      <h2 id="reward-figures-title">{t("figures.title")}</h2>
      <ul className="admin-cards admin-figures" data-testid="reward-figures">
        {items.map(([key, value]) => (
          <li key={key}>
            <div className="admin-card">
              <span className="admin-figure" data-testid={`reward-fig-${key}`}>
                {value}
              </span>
              <span className="admin-muted">{t(`figures.${key}`)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
