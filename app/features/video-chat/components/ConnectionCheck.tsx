/**
 * The connection check before the first search (issue 16): the camera preview, a microphone level
 * meter, and a network test that gathers ICE candidates with the servers a match would use and says
 * in plain words whether video will connect directly, through the relay, or not at all, with what to
 * try. Skippable; "done" or "skipped" is remembered so it comes once (settings can run it again).
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { createHttpClient } from "#app/lib/http.ts";
import type { IceServer } from "#common/protocol/index.ts";
import { type GatheredCandidate, type NetworkResult, runNetworkTest } from "../connection-check.ts";
import { CameraPreview } from "./CameraPreview.tsx";
import { ModalForm } from "./ModalForm.tsx";

const http = createHttpClient();

type NetworkState =
  | { phase: "testing" }
  | { phase: "done"; result: NetworkResult & { candidates: GatheredCandidate[] } }
  | { phase: "error" };

/** Microphone level 0..100 from the stream's audio track (RMS of the waveform, ~10 updates a second). */
function useMicLevel(stream: MediaStream | null, active: boolean): number | null {
  const [level, setLevel] = useState<number | null>(null);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!active || !stream || !track || typeof AudioContext === "undefined") {
      setLevel(null);
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const v of samples) sum += v * v;
      const rms = Math.sqrt(sum / samples.length);
      // Speech is around 0.02–0.2 RMS: a log scale makes the bar move visibly for a normal voice.
      setLevel(Math.max(0, Math.min(100, Math.round((Math.log10(rms + 1e-4) + 4) * 33))));
    }, 100);
    // Browsers start an AudioContext suspended until a user gesture; the dialog opened on one.
    void context.resume().catch(() => {});
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close().catch(() => {});
    };
  }, [stream, active]);
  return level;
}

export default function ConnectionCheck(props: {
  open: boolean;
  stream: MediaStream | null;
  textOnly: boolean;
  hideIp: boolean;
  ident: string;
  onStart(): void;
  onSkip(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation("chatScreen");
  const [network, setNetwork] = useState<NetworkState>({ phase: "testing" });
  const [run, setRun] = useState(0);
  const level = useMicLevel(props.stream, props.open);
  const { open, hideIp, ident } = props;
  const started = useRef(false);

  useEffect(() => {
    if (!open) {
      started.current = false;
      return;
    }
    if (started.current && run === 0) return;
    started.current = true;
    let live = true;
    setNetwork({ phase: "testing" });
    void (async () => {
      const response = await http.get<{ iceServers: IceServer[] }>(
        `/api/chat/ice-servers?userLocalIdent=${encodeURIComponent(ident)}`,
      );
      if (!response.ok) throw new Error(`ice servers: ${response.status}`);
      const result = await runNetworkTest({
        iceServers: response.data.iceServers,
        policy: hideIp ? "relay" : "all",
      });
      if (live) setNetwork({ phase: "done", result });
    })().catch(() => {
      if (live) setNetwork({ phase: "error" });
    });
    return () => {
      live = false;
    };
  }, [open, hideIp, ident, run]);

  return (
    <ModalForm
      open={props.open}
      title={t("check.title")}
      testId="connection-check"
      onCancel={props.onCancel}
      onSubmit={props.onStart}
    >
      {() => (
        <>
          <div className="vc-check-grid">
            <div className="vc-settings-preview">
              {props.textOnly ? (
                <p className="vc-placeholder">{t("check.noCamera")}</p>
              ) : (
                props.open && <CameraPreview stream={props.stream} />
              )}
            </div>
            <div className="vc-check-items">
              <h3>{t("check.microphone")}</h3>
              {level === null ? (
                <p className="vc-hint">{t("check.noMicrophone")}</p>
              ) : (
                <>
                  <meter
                    className="vc-meter"
                    aria-label={t("check.micLevel")}
                    min={0}
                    max={100}
                    low={8}
                    high={85}
                    optimum={50}
                    value={level}
                    data-testid="mic-meter"
                  />
                  <p className="vc-hint">{t("check.micHint")}</p>
                </>
              )}
              <h3>{t("check.network")}</h3>
              <div role="status" aria-live="polite">
                {network.phase === "testing" && <p data-testid="network-verdict">{t("check.testing")}</p>}
                {network.phase === "error" && (
                  <p data-testid="network-verdict" data-verdict="error">
                    {t("check.failed")}
                  </p>
                )}
                {network.phase === "done" && (
                  <div
                    className="vc-verdict"
                    data-testid="network-verdict"
                    data-verdict={network.result.verdict}
                    data-reason={network.result.reason}
                    // What was gathered (types and transports), for support and tests.
                    data-candidates={network.result.candidates
                      .map((c) => (c.relayProtocol ? `${c.type}/${c.relayProtocol}` : c.type))
                      .join(" ")}
                  >
                    <p className="vc-verdict-title">{t(`check.verdicts.${network.result.verdict}`)}</p>
                    <p className="vc-hint">{t(`check.reasons.${network.result.reason}`)}</p>
                  </div>
                )}
              </div>
              {network.phase !== "testing" && (
                <button type="button" className="vc-link-button" onClick={() => setRun((n) => n + 1)}>
                  {t("check.again")}
                </button>
              )}
            </div>
          </div>
          <div className="vc-buttons">
            <button type="button" data-testid="check-skip" onClick={props.onSkip}>
              {t("check.skip")}
            </button>
            <button type="submit" className="vc-primary" data-testid="check-start">
              {t("check.start")}
            </button>
          </div>
        </>
      )}
    </ModalForm>
  );
}
