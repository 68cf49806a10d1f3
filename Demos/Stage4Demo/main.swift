import Stage4
print("Stage 4 demo: coming soon")
