<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>SolverCounter</name>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>expanded</source>
        <translation>expandiert</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>Schranke</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>memory MiB</source>
        <translation>Speicher MiB</translation>
    </message>
</context>
<context>
    <name>pw::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Neu...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Schritt &amp;vor</translation>
    </message>
    <message>
        <source>&amp;Play/Pause</source>
        <translation>&amp;Abspielen/Pause</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Puzzle Workbench</source>
        <translation>Ü&amp;ber Puzzle Workbench</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Puzzle Workbench</source>
        <translation>Puzzle Workbench</translation>
    </message>
    <message>
        <source>Clear Menu</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Puzzle files (*.json *.txt)</source>
        <translation>Puzzledateien (*.json *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>Puzzle öffnen</translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <source>unknown puzzle kind &quot;%1&quot;</source>
        <translation>unbekannte Puzzleart „%1“</translation>
    </message>
    <message>
        <source>not a puzzle file this program reads</source>
        <translation>keine Puzzledatei, die dieses Programm lesen kann</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Save Puzzle</source>
        <translation>Puzzle speichern</translation>
    </message>
    <message>
        <source>About Puzzle Workbench</source>
        <translation>Über Puzzle Workbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Puzzle Workbench %1&lt;/h3&gt;&lt;p&gt;Noodles, Kanoodle Extreme, Entanglement and Sliding Tiles in one window: play them, watch their solvers work step by step, and load and save puzzle files.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Puzzle Workbench %1&lt;/h3&gt;&lt;p&gt;Noodles, Kanoodle Extreme, Entanglement und Schiebepuzzle in einem Fenster: spielen, den Lösern Schritt für Schritt zusehen und Puzzledateien laden und speichern.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The %1 game has unsaved changes. Do you want to save them?</source>
        <translation>Das Spiel %1 hat ungespeicherte Änderungen. Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <source>Restore Unsaved Games</source>
        <translation>Ungespeicherte Spiele wiederherstellen</translation>
    </message>
    <message>
        <source>Puzzle Workbench did not close normally last time. Restore the unsaved games (%1)?</source>
        <translation>Puzzle Workbench wurde beim letzten Mal nicht normal beendet. Die ungespeicherten Spiele (%1) wiederherstellen?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Restored: %1</source>
        <translation>Wiederhergestellt: %1</translation>
    </message>
</context>
<context>
    <name>pw::ui::PlaceholderTab</name>
    <message>
        <source>&lt;h2&gt;%1&lt;/h2&gt;&lt;p&gt;This puzzle is not playable in this build yet.&lt;/p&gt;&lt;p&gt;Its issue has not landed; the other tabs work.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;&lt;p&gt;Dieses Puzzle ist in dieser Version noch nicht spielbar.&lt;/p&gt;&lt;p&gt;Seine Umsetzung ist noch nicht eingeflossen; die anderen Reiter funktionieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 is not playable in this build yet</source>
        <translation>%1 ist in dieser Version noch nicht spielbar</translation>
    </message>
    <message>
        <source>Entanglement</source>
        <translation>Entanglement</translation>
    </message>
    <message>
        <source>Kanoodle</source>
        <translation>Kanoodle</translation>
    </message>
    <message>
        <source>Noodles</source>
        <translation>Noodles</translation>
    </message>
    <message>
        <source>Sliding Tiles</source>
        <translation>Schiebepuzzle</translation>
    </message>
</context>
<context>
    <name>pw::ui::SolverStatusWidget</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the running solver</source>
        <translation>Den laufenden Löser anhalten</translation>
    </message>
</context>
<context>
    <name>pw::ui::StepPlayer</name>
    <message>
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>Position in the replay</source>
        <translation>Position in der Wiedergabe</translation>
    </message>
    <message>
        <source>Replay position</source>
        <translation>Wiedergabeposition</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) per second</source>
        <translation>
            <numerusform>%n Schritt pro Sekunde</numerusform>
            <numerusform>%n Schritte pro Sekunde</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
</TS>
